import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SyncEntity } from '@canopy/sync/protocol';
import type { LocalRecord } from '@canopy/sync/store';
import { useOfflineRecords, useSyncStatus } from './hooks';

/** A work order's record as a device list shows it: the DTO, its key, and whether it waits to sync. */
export type DeviceRow<T> = T & { Id: number; key: string; pending: boolean; review: boolean };

export const toDeviceRow = <T>(r: LocalRecord<T>): DeviceRow<T> => ({
  ...r.Data,
  Id: r.Id ?? 0,
  key: r.Key,
  pending: r.Pending > 0,
  review: r.NeedsReview,
});

export type DeviceListOptions<T> = {
  includeArchived: boolean;
  page: number;
  pageSize: number;
  /** Only these rows (one material type); all when left out. */
  keep?: (row: DeviceRow<T>) => boolean;
  /** The online list's order (a row made here has Id 0 until the server has it). */
  order: (a: DeviceRow<T>, b: DeviceRow<T>) => number;
};

/**
 * One page of a work order's records of an entity as the device holds them, in the online list's
 * order, archived ones only when asked; with the total for the pager. `rows` is empty while loading.
 */
export function useDeviceList<T extends { Archived: boolean }>(
  entity: SyncEntity,
  workOrderId: number,
  o: DeviceListOptions<T>,
) {
  const records = useOfflineRecords<T>(entity, 'Data.WorkOrderId', workOrderId);
  const { includeArchived, page, pageSize, keep, order } = o;
  return useMemo(() => {
    const all = (records ?? [])
      .map(toDeviceRow)
      .filter((r) => (includeArchived || !r.Archived) && (!keep || keep(r)))
      .sort(order);
    const start = (page - 1) * pageSize;
    return { rows: all.slice(start, start + pageSize), total: all.length, loading: records === undefined };
  }, [records, includeArchived, page, pageSize, keep, order]);
}

/**
 * Reads an online list again after each sync round: what the crew saved on the device while offline
 * reaches the server then, and the list read before would not show it.
 */
export function useRefetchAfterSync(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const { lastSyncedAt } = useSyncStatus();
  const first = useRef(lastSyncedAt);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (lastSyncedAt === first.current) return;
    first.current = lastSyncedAt;
    void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] });
  }, [lastSyncedAt, key, queryClient]);
}
