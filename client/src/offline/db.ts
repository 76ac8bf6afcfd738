import Dexie, { type Table, type Transaction } from 'dexie';
import type { SyncEntity } from '@canopy/sync/protocol';
import type { OutboxEntry, Review, StoredBlob } from '@canopy/sync/store';
import {
  CHUNK_SCHEMA,
  chunkedRows,
  chunksOf,
  plainRows,
  type Chunk,
  type Grouping,
  type RecordRows,
} from './recordRows';
import { crewDbName, ENTITY_TABLES, unsyncedFlag, type StoredRecord } from './storedRecord';

export {
  crewDbName,
  ENTITY_TABLES,
  unsyncedFlag,
  type RecordTableName,
  type StoredRecord,
} from './storedRecord';

export interface MetaEntry {
  Name: string;
  Value: unknown;
}

/** A cached answer of a lookup call the crew screens need offline (hour types, catalogues…). */
export interface LookupEntry {
  Url: string;
  Data: unknown;
  /** ISO instant of the fetch, to refresh stale answers when online. */
  FetchedAt: string;
}

/** Version 1: the first shipped layout, kept so the upgrade to version 2 has something to upgrade. */
export const SCHEMA_V1: Record<string, string> = {
  workOrders: 'Key, Id, Data.AccountLocationId',
  dailyLogs: 'Key, Id, Data.WorkOrderId',
  workOrderImages: 'Key, Id, Data.WorkOrderId',
  scoutingReports: 'Key, Id, Data.WorkOrderId',
  serviceItems: 'Key, Id, Data.AccountLocationId',
  outbox: 'MutationId, Order, Key',
  reviews: '[Entity+Key]',
  blobs: 'Hash',
  meta: 'Name',
  lookups: 'Url',
};

/** The record tables of version 1. */
const V1_RECORD_TABLES = ['workOrders', 'dailyLogs', 'workOrderImages', 'scoutingReports', 'serviceItems'];

/** Version 2 indexes `Unsynced` on every record table (filled by the upgrade below). */
export const SCHEMA_V2: Record<string, string> = Object.fromEntries(
  Object.entries(SCHEMA_V1).map(([table, spec]) => [
    table,
    V1_RECORD_TABLES.includes(table) ? `${spec}, Unsynced` : spec,
  ]),
);

/** Version 3 holds work locations, pulled like the other records (before, fetched one by one). */
export const SCHEMA_V3: Record<string, string> = { ...SCHEMA_V2, locations: 'Key, Id, Unsynced' };

/** Version 4 holds the foreman's schedule days (the daily view), found by their date. */
export const SCHEMA_V4: Record<string, string> = {
  ...SCHEMA_V3,
  scheduleDays: 'Key, Id, Unsynced, Data.ScheduleDate_',
};

/**
 * Version 5 holds a work order's sub-records, each found by its work order: the chemicals tab (its
 * chemical lines, their application records — a line's revisions — and its services with their
 * weather), its materials, damages (a damage's services also by the damage) and equipment problems.
 */
export const SCHEMA_V5: Record<string, string> = {
  ...SCHEMA_V4,
  chemicalLines: 'Key, Id, Unsynced, Data.WorkOrderId',
  applicationRecords: 'Key, Id, Unsynced, Data.WorkOrderId',
  serviceWeathers: 'Key, Id, Unsynced, Data.WorkOrderId',
  workOrderMaterials: 'Key, Id, Unsynced, Data.WorkOrderId',
  workOrderDamages: 'Key, Id, Unsynced, Data.WorkOrderId',
  workOrderDamageServices: 'Key, Id, Unsynced, Data.WorkOrderId, Data.DamageId',
  equipmentProblems: 'Key, Id, Unsynced, Data.WorkOrderId',
};

/**
 * Version 6 holds the work authorizations of the locations the device holds, found by their location,
 * so a customer can approve and sign one on site with no signal.
 */
export const SCHEMA_V6: Record<string, string> = {
  ...SCHEMA_V5,
  workAuthorizations: 'Key, Id, Unsynced, Data.AccountLocationId',
};

/**
 * Version 7 keeps the customer inventory in chunks (`inventory`, see `chunkedRows`), moved there from
 * `serviceItems`; version 8 drops the old table, once the move has read it.
 */
export const SCHEMA_V7: Record<string, string> = { ...SCHEMA_V6, inventory: CHUNK_SCHEMA };
export const SCHEMA_V8: Record<string, string | null> = { ...SCHEMA_V7, serviceItems: null };

/**
 * The entities kept in chunks (`chunkedRows`), each with the field its chunks are grouped and found
 * by; every other entity is kept a record a row. The inventory is found by location, as its list
 * shows it.
 */
export const CHUNKED: Partial<Record<SyncEntity, Grouping>> = {
  serviceItem: {
    index: 'Data.AccountLocationId',
    of: (r) => (r.Data as { AccountLocationId?: number } | null)?.AccountLocationId,
  },
};

async function moveInventory(tx: Transaction): Promise<void> {
  const rows = (await tx.table('serviceItems').toArray()) as StoredRecord[];
  await tx.table('inventory').bulkAdd(chunksOf(rows, CHUNKED.serviceItem!));
}

async function fillUnsynced(tx: Transaction): Promise<void> {
  // Later record tables are made with the flag.
  for (const table of V1_RECORD_TABLES) {
    await tx
      .table(table)
      .toCollection()
      .modify((r: StoredRecord) => {
        r.Unsynced = unsyncedFlag(r);
      });
  }
}

/**
 * The crew app's database. One per signed-in employee (see `crewDbName`), so two people sharing a
 * device never see or send each other's unsynced work.
 */
export class CrewDb extends Dexie {
  workOrders!: Table<StoredRecord, string>;
  dailyLogs!: Table<StoredRecord, string>;
  workOrderImages!: Table<StoredRecord, string>;
  scoutingReports!: Table<StoredRecord, string>;
  inventory!: Table<Chunk, number>;
  locations!: Table<StoredRecord, string>;
  scheduleDays!: Table<StoredRecord, string>;
  chemicalLines!: Table<StoredRecord, string>;
  applicationRecords!: Table<StoredRecord, string>;
  serviceWeathers!: Table<StoredRecord, string>;
  workOrderMaterials!: Table<StoredRecord, string>;
  workOrderDamages!: Table<StoredRecord, string>;
  workOrderDamageServices!: Table<StoredRecord, string>;
  equipmentProblems!: Table<StoredRecord, string>;
  workAuthorizations!: Table<StoredRecord, string>;
  outbox!: Table<OutboxEntry, string>;
  reviews!: Table<Review, [string, string]>;
  blobs!: Table<StoredBlob, string>;
  meta!: Table<MetaEntry, string>;
  lookups!: Table<LookupEntry, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2).upgrade(fillUnsynced);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(5).stores(SCHEMA_V5);
    this.version(6).stores(SCHEMA_V6);
    this.version(7).stores(SCHEMA_V7).upgrade(moveInventory);
    this.version(8).stores(SCHEMA_V8);
  }

  records(entity: SyncEntity): RecordRows {
    const grouping = CHUNKED[entity];
    const table = ENTITY_TABLES[entity];
    return grouping ? chunkedRows(this.table(table), grouping) : plainRows(this.table(table));
  }
}

export const openCrewDb = (employeeId: number) => new CrewDb(crewDbName(employeeId));
