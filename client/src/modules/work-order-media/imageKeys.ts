import { useQuery } from '@tanstack/react-query';
import {
  WorkOrderImageTypes,
  type ScoutingEntry,
  type WorkOrderImage,
  type WorkOrderService,
} from '@canopy/shared';
import { scoutingQuery, workOrderServicesQuery } from './queries';

export type KeyOption = { value: number; label: string };

/** The image types whose images may be filed under one record of the work order. */
export const keyedTypes: readonly number[] = [
  WorkOrderImageTypes.Services,
  WorkOrderImageTypes.ScoutingReport,
];

const serviceLabel = (s: WorkOrderService) =>
  `${s.ServiceName}${s.ServiceVisit ? ` – ${s.ServiceVisit.Title}` : ''}${s.Archived ? ' (archived)' : ''}`;

const entryLabel = (e: ScoutingEntry) =>
  `${e.ServiceItem.Name}${e.ServiceItem.LocationName ? ` (${e.ServiceItem.LocationName})` : ''}${
    e.Archived ? ' (archived)' : ''
  }`;

/**
 * The records an image of a type may be filed under: the work order's services, or its scouting
 * entries. Read only while `enabled`, since the scouting report needs a claim of its own.
 */
export function useKeyOptions(workOrderId: number, imageTypeId: number | null, enabled = true) {
  const services = useQuery({
    ...workOrderServicesQuery(workOrderId),
    enabled: enabled && imageTypeId === WorkOrderImageTypes.Services,
  });
  const scouting = useQuery({
    ...scoutingQuery(workOrderId),
    enabled: enabled && imageTypeId === WorkOrderImageTypes.ScoutingReport,
  });
  if (imageTypeId === WorkOrderImageTypes.Services)
    return {
      options: (services.data ?? []).map((s): KeyOption => ({ value: s.Id, label: serviceLabel(s) })),
      loading: services.isPending,
      error: services.error,
    };
  if (imageTypeId === WorkOrderImageTypes.ScoutingReport)
    return {
      options: (scouting.data?.Entries ?? []).map((e): KeyOption => ({ value: e.Id, label: entryLabel(e) })),
      loading: scouting.isPending,
      error: scouting.error,
    };
  return { options: [] as KeyOption[], loading: false, error: null };
}

/**
 * Names the service or scouting entry each image is filed under. The lists are read only when an
 * image points at one, and the scouting report only for users who may see it.
 */
export function useKeyLabels(
  workOrderId: number,
  images: readonly WorkOrderImage[],
  canSeeScouting: boolean,
) {
  const keyed = (type: number) => images.some((i) => i.ImageTypeId === type && i.KeyId);
  const services = useQuery({
    ...workOrderServicesQuery(workOrderId),
    enabled: keyed(WorkOrderImageTypes.Services),
  });
  const scouting = useQuery({
    ...scoutingQuery(workOrderId),
    enabled: canSeeScouting && keyed(WorkOrderImageTypes.ScoutingReport),
  });
  return (image: WorkOrderImage): string | undefined => {
    if (!image.KeyId) return undefined;
    if (image.ImageTypeId === WorkOrderImageTypes.Services) {
      const s = services.data?.find((x) => x.Id === image.KeyId);
      return s && serviceLabel(s);
    }
    if (image.ImageTypeId === WorkOrderImageTypes.ScoutingReport) {
      const e = scouting.data?.Entries.find((x) => x.Id === image.KeyId);
      return e && entryLabel(e);
    }
    return undefined;
  };
}
