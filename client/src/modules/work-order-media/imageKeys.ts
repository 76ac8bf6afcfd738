import { useQuery } from '@tanstack/react-query';
import { F, has, R, WorkOrderImageTypes, type ScoutingEntry, type WorkOrderService } from '@canopy/shared';
import type { LocalRecord } from '@canopy/sync/store';
import { useClaims } from '../../kernel/session/sessionStore';
import { useLookup, useOfflineRecords, useSyncStatus } from '../../offline/hooks';
import { api } from '../../kernel/api/client';
import type { DeviceImage, ImageKey } from './imageLocal';
import { workOrderServicesLookup, workOrderServicesQuery } from './queries';

/**
 * A record an image may be filed under, as a choice: a service by its id (the services list needs
 * a connection), a scouting entry by its key on the device (it may not be on the server yet).
 */
export type KeyOption = { value: string; label: string };

/** The image types whose images may be filed under one record of the work order. */
export const keyedTypes: readonly number[] = [
  WorkOrderImageTypes.Services,
  WorkOrderImageTypes.ScoutingReport,
  WorkOrderImageTypes.Damages,
  WorkOrderImageTypes.EquipmentProblems,
];

/** Damages and equipment problems are filed by their server id, read online. */
const byServerId = (imageTypeId: number | null) =>
  imageTypeId === WorkOrderImageTypes.Services ||
  imageTypeId === WorkOrderImageTypes.Damages ||
  imageTypeId === WorkOrderImageTypes.EquipmentProblems;

const serviceLabel = (s: WorkOrderService) =>
  `${s.ServiceName}${s.ServiceVisit ? ` – ${s.ServiceVisit.Title}` : ''}${s.Archived ? ' (archived)' : ''}`;

export const entryLabel = (e: ScoutingEntry) =>
  `${e.ServiceItem.Name}${e.ServiceItem.LocationName ? ` (${e.ServiceItem.LocationName})` : ''}${
    e.Archived ? ' (archived)' : ''
  }`;

/**
 * The work order's services: read online when `wanted` (and the user may see them), else as the
 * device last kept them, so the choice works without a signal too.
 */
function useServices(workOrderId: number, wanted: boolean) {
  const { online } = useSyncStatus();
  const allowed = has(useClaims(), 'WorkOrders_Services', R | F);
  const fresh = useQuery({ ...workOrderServicesQuery(workOrderId), enabled: wanted && online && allowed });
  const kept = useLookup(workOrderServicesLookup(workOrderId), false);
  const list = fresh.data ?? kept;
  return { list, loading: online && allowed && fresh.isPending && !list, error: fresh.error, online };
}

/** The work order's damages or equipment problems as choices, read online; null for other types. */
function useReported(workOrderId: number, imageTypeId: number | null, enabled: boolean) {
  const { online } = useSyncStatus();
  const problems = imageTypeId === WorkOrderImageTypes.EquipmentProblems;
  const damages = imageTypeId === WorkOrderImageTypes.Damages;
  const query = useQuery({
    queryKey: ['workOrders', workOrderId, 'imageKeys', imageTypeId] as const,
    queryFn: async (): Promise<KeyOption[]> => {
      const body = { WorkOrderId: workOrderId, Skip: 0, Take: 999, IncludeArchived: true };
      if (problems)
        return (await api.post('/workOrders/equipmentproblems/_search', { body })).data.map((p) => ({
          value: String(p.Id),
          label: `${p.EquipmentResource.Name}: ${p.EquipmentProblemDescription.Name}`,
        }));
      return (await api.post('/workOrders/workOrderDamages/_search', { body })).data.map((d) => ({
        value: String(d.Id),
        label: d.Description,
      }));
    },
    enabled: enabled && online && (problems || damages),
  });
  if (!problems && !damages) return null;
  return { options: query.data ?? [], loading: online && query.isPending, error: query.error, online };
}

const useEntries = (workOrderId: number) =>
  useOfflineRecords<ScoutingEntry>('scoutingReport', 'Data.WorkOrderId', workOrderId);

/** The choice an image's record shows as. */
export function keyValue(
  imageTypeId: number | null,
  key: ImageKey,
  entries: readonly LocalRecord<ScoutingEntry>[] | undefined,
): string | null {
  if (byServerId(imageTypeId)) return key.KeyId ? String(key.KeyId) : null;
  if (imageTypeId !== WorkOrderImageTypes.ScoutingReport) return null;
  if (key.KeyRef) return key.KeyRef;
  return (key.KeyId && entries?.find((r) => r.Id === key.KeyId)?.Key) || null;
}

/** A choice back as what the image is filed under: an entry without a server id goes by its key. */
export function keyOf(
  imageTypeId: number | null,
  value: string | null,
  entries: readonly LocalRecord<ScoutingEntry>[] | undefined,
): ImageKey {
  if (!value) return { KeyId: null, KeyRef: null };
  if (byServerId(imageTypeId)) return { KeyId: Number(value), KeyRef: null };
  const entry = entries?.find((r) => r.Key === value);
  if (!entry) return { KeyId: null, KeyRef: null };
  return entry.Id ? { KeyId: entry.Id, KeyRef: null } : { KeyId: null, KeyRef: entry.Key };
}

/**
 * The records an image of a type may be filed under: the work order's services (read online), or
 * its scouting entries (on the device). `entries` is handed back for `keyOf`.
 */
export function useKeyOptions(workOrderId: number, imageTypeId: number | null, enabled = true) {
  const services = useServices(workOrderId, enabled && imageTypeId === WorkOrderImageTypes.Services);
  const entries = useEntries(workOrderId);
  const reported = useReported(workOrderId, imageTypeId, enabled);
  if (reported)
    return {
      options: reported.options,
      loading: reported.loading,
      error: reported.error,
      offline: !reported.online && !reported.options.length,
      entries,
    };
  if (imageTypeId === WorkOrderImageTypes.Services)
    return {
      options: (services.list ?? []).map((s): KeyOption => ({ value: String(s.Id), label: serviceLabel(s) })),
      loading: services.loading,
      error: services.error,
      offline: !services.online && !services.list,
      entries,
    };
  if (imageTypeId === WorkOrderImageTypes.ScoutingReport)
    return {
      options: (entries ?? []).map((r): KeyOption => ({ value: r.Key, label: entryLabel(r.Data) })),
      loading: entries === undefined,
      error: null,
      offline: false,
      entries,
    };
  return { options: [] as KeyOption[], loading: false, error: null, offline: false, entries };
}

/**
 * Names the service or scouting entry each image is filed under; the scouting report only for users
 * who may see it.
 */
export function useKeyLabels(workOrderId: number, images: readonly DeviceImage[], canSeeScouting: boolean) {
  // Read whenever the images are on show, so the device has the services for photos taken offline.
  const services = useServices(workOrderId, true);
  const entries = useEntries(workOrderId);
  return (image: DeviceImage): string | undefined => {
    if (image.ImageTypeId === WorkOrderImageTypes.Services) {
      const s = image.KeyId ? services.list?.find((x) => x.Id === image.KeyId) : undefined;
      return s && serviceLabel(s);
    }
    if (image.ImageTypeId === WorkOrderImageTypes.ScoutingReport && canSeeScouting) {
      const e = entries?.find((r) =>
        image.KeyRef ? r.Key === image.KeyRef : image.KeyId && r.Id === image.KeyId,
      );
      return e && entryLabel(e.Data);
    }
    return undefined;
  };
}
