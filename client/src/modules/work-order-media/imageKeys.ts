import { useQuery } from '@tanstack/react-query';
import {
  F,
  has,
  R,
  WorkOrderImageTypes,
  type EquipmentProblem,
  type ScoutingEntry,
  type WorkOrderDamage,
  type WorkOrderService,
} from '@canopy/shared';
import type { SyncEntity } from '@canopy/sync/protocol';
import type { LocalRecord } from '@canopy/sync/store';
import { useClaims } from '../../kernel/session/sessionStore';
import { useLookup, useOfflineRecords, useSyncStatus } from '../../offline/hooks';
import type { DeviceImage, ImageKey } from './imageLocal';
import { workOrderServicesLookup, workOrderServicesQuery } from './queries';

/**
 * A record an image may be filed under, as a choice: a service by its id (the services list needs
 * a connection); a scouting entry, damage or equipment problem by its key on the device (it may not
 * be on the server yet).
 */
export type KeyOption = { value: string; label: string };

/** The image types whose images may be filed under one record of the work order. */
export const keyedTypes: readonly number[] = [
  WorkOrderImageTypes.Services,
  WorkOrderImageTypes.ScoutingReport,
  WorkOrderImageTypes.Damages,
  WorkOrderImageTypes.EquipmentProblems,
];

/** Services are filed by their server id (the list is read online or as last kept). */
const byServerId = (imageTypeId: number | null) => imageTypeId === WorkOrderImageTypes.Services;

/** The synced records images of a type are filed under, by the device's key. */
const KEYED_ENTITIES: Partial<Record<number, SyncEntity>> = {
  [WorkOrderImageTypes.ScoutingReport]: 'scoutingReport',
  [WorkOrderImageTypes.Damages]: 'workOrderDamage',
  [WorkOrderImageTypes.EquipmentProblems]: 'equipmentProblem',
};

const serviceLabel = (s: WorkOrderService) =>
  `${s.ServiceName}${s.ServiceVisit ? ` – ${s.ServiceVisit.Title}` : ''}${s.Archived ? ' (archived)' : ''}`;

export const entryLabel = (e: ScoutingEntry) =>
  `${e.ServiceItem.Name}${e.ServiceItem.LocationName ? ` (${e.ServiceItem.LocationName})` : ''}${
    e.Archived ? ' (archived)' : ''
  }`;

const archived = (r: { Archived: boolean }) => (r.Archived ? ' (archived)' : '');

/** How a record of each keyed type reads as a choice. */
function recordLabel(imageTypeId: number | null, data: unknown): string {
  if (imageTypeId === WorkOrderImageTypes.ScoutingReport) return entryLabel(data as ScoutingEntry);
  if (imageTypeId === WorkOrderImageTypes.Damages) {
    const d = data as WorkOrderDamage;
    return `${d.Description}${archived(d)}`;
  }
  const p = data as EquipmentProblem;
  return `${p.EquipmentResource.Name}: ${p.EquipmentProblemDescription.Name}${archived(p)}`;
}

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

/** The device's records of the type's entity on the work order (scouting entries, damages, problems). */
function useKeyedRecords(workOrderId: number, imageTypeId: number | null) {
  const entity = (imageTypeId && KEYED_ENTITIES[imageTypeId]) || 'scoutingReport';
  return useOfflineRecords<unknown>(entity, 'Data.WorkOrderId', workOrderId);
}

type Keyed = readonly LocalRecord<unknown>[] | undefined;

/** The choice an image's record shows as. */
export function keyValue(imageTypeId: number | null, key: ImageKey, entries: Keyed): string | null {
  if (byServerId(imageTypeId)) return key.KeyId ? String(key.KeyId) : null;
  if (!imageTypeId || !KEYED_ENTITIES[imageTypeId]) return null;
  if (key.KeyRef) return key.KeyRef;
  return (key.KeyId && entries?.find((r) => r.Id === key.KeyId)?.Key) || null;
}

/**
 * A choice back as what the image is filed under: a record without a server id goes by its key. A
 * record the device does not hold may be named by its server key (`s:<Id>`, an online list's row).
 */
export function keyOf(imageTypeId: number | null, value: string | null, entries: Keyed): ImageKey {
  if (!value) return { KeyId: null, KeyRef: null };
  if (byServerId(imageTypeId)) return { KeyId: Number(value), KeyRef: null };
  const entry = entries?.find((r) => r.Key === value);
  if (!entry) {
    const id = /^s:(\d+)$/.exec(value)?.[1];
    return { KeyId: id ? Number(id) : null, KeyRef: null };
  }
  return entry.Id ? { KeyId: entry.Id, KeyRef: null } : { KeyId: null, KeyRef: entry.Key };
}

/**
 * The records an image of a type may be filed under: the work order's services (read online), or
 * its scouting entries (on the device). `entries` is handed back for `keyOf`.
 */
export function useKeyOptions(workOrderId: number, imageTypeId: number | null, enabled = true) {
  const services = useServices(workOrderId, enabled && imageTypeId === WorkOrderImageTypes.Services);
  const entries = useKeyedRecords(workOrderId, imageTypeId);
  if (imageTypeId === WorkOrderImageTypes.Services)
    return {
      options: (services.list ?? []).map((s): KeyOption => ({ value: String(s.Id), label: serviceLabel(s) })),
      loading: services.loading,
      error: services.error,
      offline: !services.online && !services.list,
      entries,
    };
  if (imageTypeId && KEYED_ENTITIES[imageTypeId])
    return {
      options: (entries ?? []).map((r): KeyOption => ({
        value: r.Key,
        label: recordLabel(imageTypeId, r.Data),
      })),
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
  const entries = useOfflineRecords<ScoutingEntry>('scoutingReport', 'Data.WorkOrderId', workOrderId);
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
