import type { SyncEntity } from '@canopy/sync/protocol';
import type { LocalRecord } from '@canopy/sync/store';

/**
 * How records are kept in the crew database, apart from Dexie: the database layer (db.ts,
 * dexie-store.ts) and the first read of a screen (firstRead.ts) share these, and the latter must
 * not wait for Dexie's download.
 */

/**
 * The crew app's database of one signed-in employee, so two people sharing a device never see or
 * send each other's unsynced work.
 */
export const crewDbName = (employeeId: number) => `canopy-crew-${employeeId}`;

/** The object store (Dexie table) of each synced entity; the inventory's holds chunks of records. */
export const ENTITY_TABLES = {
  workOrder: 'workOrders',
  dailyLog: 'dailyLogs',
  workOrderImage: 'workOrderImages',
  scoutingReport: 'scoutingReports',
  serviceItem: 'inventory',
  location: 'locations',
  scheduleDay: 'scheduleDays',
  chemicalLine: 'chemicalLines',
  applicationRecord: 'applicationRecords',
  serviceWeather: 'serviceWeathers',
  workOrderMaterial: 'workOrderMaterials',
  workOrderDamage: 'workOrderDamages',
  workOrderDamageService: 'workOrderDamageServices',
  equipmentProblem: 'equipmentProblems',
  workAuthorization: 'workAuthorizations',
} as const satisfies Record<SyncEntity, string>;

export type RecordTableName = (typeof ENTITY_TABLES)[SyncEntity];

/**
 * A record as kept in IndexedDB. `Unsynced` mirrors "has unsent edits or waits for review" as 1
 * because IndexedDB cannot index booleans; it lets the status count unsynced records by index. A
 * record in step with the server is kept without the flag (so it adds no entry to that index) and,
 * when its Base is its own Id, Version and Data, without Base: a first sync writes thousands of
 * them, and each index entry and field is paid per record (see `toStored`). Records written before
 * then carry `Unsynced: 0` and their Base, and read the same.
 */
export type StoredRecord = Omit<LocalRecord, 'Base'> & { Base?: LocalRecord['Base']; Unsynced?: 0 | 1 };

export const unsyncedFlag = (r: Pick<LocalRecord, 'Pending' | 'NeedsReview'>): 0 | 1 =>
  r.Pending > 0 || r.NeedsReview ? 1 : 0;

/** The record as kept: a clean record's Base, a copy of its own server state, is left out. */
export function toStored(record: LocalRecord): StoredRecord {
  if (unsyncedFlag(record)) return { ...record, Unsynced: 1 };
  const { Base: base, ...rest } = record;
  const own = base && base.Id === record.Id && base.Version === record.Version && base.Data === record.Data;
  return own ? rest : { ...rest, Base: base };
}

/** The LocalRecord the engine stored: the storage-only flag dropped, a left-out Base rebuilt. */
export function toLocal(stored: StoredRecord): LocalRecord;
export function toLocal(stored: StoredRecord | undefined): LocalRecord | undefined;
export function toLocal(stored: StoredRecord | undefined): LocalRecord | undefined {
  if (!stored) return undefined;
  const { Unsynced: _u, Base: base, ...record } = stored;
  if (base !== undefined) return { ...record, Base: base };
  const own = record.Id === null ? null : { Id: record.Id, Version: record.Version, Data: record.Data };
  return { ...record, Base: own };
}

// A record deleted on the device keeps its row (Data null) until the server agrees; screens skip it.
export const visible = <T>(r: LocalRecord | undefined): LocalRecord<T> | undefined =>
  r && r.Data !== null ? (r as LocalRecord<T>) : undefined;
