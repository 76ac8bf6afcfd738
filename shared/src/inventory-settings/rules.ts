import { ServiceGroups } from '../enums';

/** The spec offers weed types only for the Lawn Care group. */
export const weedTypesAllowed = (serviceGroups: readonly number[]): boolean =>
  serviceGroups.includes(ServiceGroups.LawnCare);

export const WEED_TYPES_LAWN_ONLY = 'Weed types apply only to item types of the Lawn Care service group.';

/** Ids once each, in ascending order (the order lists are stored and compared in). */
export const uniqueIds = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);
