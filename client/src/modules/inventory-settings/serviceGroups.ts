import { ServiceGroupList } from '@canopy/shared';

export const SERVICE_GROUP_NAMES = new Map(ServiceGroupList.map((g) => [g.Id, g.Name]));

export const SERVICE_GROUP_OPTIONS = ServiceGroupList.map((g) => ({ value: g.Id, label: g.Name }));

/** Ids as the server stores them: once each, ascending, so an unchanged pick is not "dirty". */
export const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
