import Dexie, { type Collection, type Table } from 'dexie';
import { serverKey } from '@canopy/sync/protocol';
import type { StoredRecord } from './storedRecord';

/**
 * The records of one entity as the crew database keeps them. The store and the screens' live
 * queries go through this, not through the Dexie table, because the customer inventory is kept
 * differently from the other records (see `chunkedRows`).
 */
export interface RecordRows {
  get(key: string): Promise<StoredRecord | undefined>;
  byId(id: number): Promise<StoredRecord | undefined>;
  /** The records with any of these keys or server ids, each once. */
  find(keys: string[], ids: number[]): Promise<StoredRecord[]>;
  /** The records whose `index` (e.g. 'Data.WorkOrderId') equals `value`. */
  where(index: string, value: number | string): Promise<StoredRecord[]>;
  put(rows: StoredRecord[]): Promise<void>;
  delete(keys: string[]): Promise<void>;
  all(): Promise<StoredRecord[]>;
  count(): Promise<number>;
  countUnsynced(): Promise<number>;
}

/**
 * Where `index` holds these ids. A pulled page's ids mostly lie close together, and reading their
 * whole span of the index is one request, where looking them up one by one walks the index a step
 * (a round trip to the browser's database) per id; the span is taken only when it holds few entries
 * besides the wanted ones, so its results may hold a few others.
 */
async function idsIn<T, K>(table: Table<T, K>, index: string, ids: number[]): Promise<Collection<T, K>> {
  const span = table.where(index).between(Math.min(...ids), Math.max(...ids), true, true);
  return (await span.count()) <= 2 * ids.length ? span : table.where(index).anyOf(ids);
}

/** The records with these server ids. */
async function withIds(table: Table<StoredRecord, string>, ids: number[]): Promise<StoredRecord[]> {
  const wanted = new Set(ids);
  return (await (await idsIn(table, 'Id', ids)).toArray()).filter((r) => r.Id !== null && wanted.has(r.Id));
}

/** One record a row, indexed by Key, Id, Unsynced and the table's own fields. */
export function plainRows(table: Table<StoredRecord, string>): RecordRows {
  return {
    get: (key) => table.get(key),
    byId: (id) => table.where('Id').equals(id).first(),
    find: async (keys, ids) => {
      // One read after the other: a native Promise.all would leave Dexie's transaction zone.
      const byKey = keys.length ? await table.bulkGet(keys) : [];
      const byId = ids.length ? await withIds(table, ids) : [];
      const found = new Map<string, StoredRecord>();
      for (const r of [...byKey, ...byId]) if (r) found.set(r.Key, r);
      return [...found.values()];
    },
    where: (index, value) => table.where(index).equals(value).toArray(),
    put: async (rows) => {
      if (rows.length) await table.bulkPut(rows);
    },
    delete: async (keys) => {
      if (keys.length) await table.bulkDelete(keys);
    },
    all: () => table.toArray(),
    count: () => table.count(),
    countUnsynced: () => table.where('Unsynced').equals(1).count(),
  };
}

/**
 * A row of a chunked table: up to CHUNK_RECORDS records, with their server ids, the keys of those
 * made on this device, their group values and unsynced keys repeated as arrays that multi-entry
 * indexes find the row by. A record from the server is keyed by its id (`serverKey`), so it is found
 * by its id alone: an index entry per record less for every row written.
 */
export interface Chunk {
  C?: number;
  Records: StoredRecord[];
  Own: string[];
  Ids: number[];
  Groups: (number | string)[];
  Unsynced: string[];
}

/** The chunked table's Dexie schema. */
export const CHUNK_SCHEMA = '++C, *Own, *Ids, *Groups, *Unsynced';

/**
 * How many records a chunk holds. IndexedDB's cost is mostly per row, so a first sync that writes a
 * few dozen records a row stores them several times faster; an edit rewrites its record's chunk, and
 * a chunk of this size is still a small write.
 */
export const CHUNK_RECORDS = 64;

/** Fewer new records than this join their group's last chunk with room; more make chunks of their own. */
const TOP_UP_BELOW = 8;

/** Made on this device: its key is its own, not one the server's id gives. */
const isOwn = (r: StoredRecord) => r.Id === null || r.Key !== serverKey(r.Id);

/** The server id a server key stands for, or null for a key made on a device. */
const idOfKey = (key: string): number | null => (/^s:\d+$/.test(key) ? Number(key.slice(2)) : null);

/** How a chunked table groups its records: the one field it is found by besides Key and Id. */
export interface Grouping {
  index: string;
  of: (r: StoredRecord) => number | string | null | undefined;
}

export function chunkOf(records: StoredRecord[], grouping: Grouping, C?: number): Chunk {
  const groups = new Set<number | string>();
  for (const r of records) {
    const g = grouping.of(r);
    if (g !== null && g !== undefined) groups.add(g);
  }
  return {
    ...(C === undefined ? {} : { C }),
    Records: records,
    Own: records.filter(isOwn).map((r) => r.Key),
    Ids: records.flatMap((r) => (r.Id === null ? [] : [r.Id])),
    Groups: [...groups],
    Unsynced: records.filter((r) => r.Unsynced === 1).map((r) => r.Key),
  };
}

/** New records in chunks, a group's records side by side so that reading a group touches few chunks. */
export function chunksOf(records: StoredRecord[], grouping: Grouping): Chunk[] {
  // A plain comparison: a page sorts thousands of records, and localeCompare is many times slower.
  const rank = (r: StoredRecord) => String(grouping.of(r) ?? '');
  const sorted = [...records].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
  const out: Chunk[] = [];
  for (let at = 0; at < sorted.length; at += CHUNK_RECORDS)
    out.push(chunkOf(sorted.slice(at, at + CHUNK_RECORDS), grouping));
  return out;
}

/**
 * Records kept CHUNK_RECORDS to a row, for an entity a device holds by the thousand (the customer
 * inventory): a row per record made a first sync bound by IndexedDB's cost per row. A record is found
 * through its chunk's multi-entry indexes; the chunks are read by primary key once found, so a
 * chunk matched by many wanted keys is read once.
 */
export function chunkedRows(table: Table<Chunk, number>, grouping: Grouping): RecordRows {
  /** The chunks holding these keys or ids; by primary key once found, so each is read once. */
  const chunksFor = async (keys: string[], idsGiven: number[]): Promise<Chunk[]> => {
    const own = keys.filter((k) => idOfKey(k) === null);
    const ids = [...idsGiven, ...keys.flatMap((k) => idOfKey(k) ?? [])];
    const found = new Set<number>();
    if (ids.length) for (const c of await (await idsIn(table, 'Ids', ids)).primaryKeys()) found.add(c);
    if (own.length) for (const c of await table.where('Own').anyOf(own).primaryKeys()) found.add(c);
    if (!found.size) return [];
    return (await table.bulkGet([...found])).filter((c): c is Chunk => c !== undefined);
  };
  const chunksOfRecords = (rows: StoredRecord[]) =>
    chunksFor(
      rows.filter(isOwn).map((r) => r.Key),
      rows.flatMap((r) => (r.Id === null ? [] : [r.Id])),
    );
  const chunksWhere = async (index: string, values: (string | number)[]): Promise<Chunk[]> => {
    if (!values.length) return [];
    const ids = [...new Set(await table.where(index).anyOf(values).primaryKeys())];
    return (await table.bulkGet(ids)).filter((c): c is Chunk => c !== undefined);
  };
  const recordsOf = (chunks: Chunk[], keep: (r: StoredRecord) => boolean) =>
    chunks.flatMap((c) => c.Records.filter(keep));

  /**
   * Records with no chunk yet: a few join their group's chunks with room (as `changed` already has
   * them, when this put changed them too), a page of them makes chunks of its own.
   */
  async function place(fresh: StoredRecord[], changed: Map<number, StoredRecord[]>): Promise<Chunk[]> {
    if (fresh.length >= TOP_UP_BELOW) return chunksOf(fresh, grouping);
    const groups = [...new Set(fresh.map((r) => grouping.of(r)))].filter(
      (g) => g !== null && g !== undefined,
    );
    const roomy = await chunksWhere('Groups', groups);
    const left: StoredRecord[] = [];
    for (const r of fresh) {
      const into = roomy.find((c) => {
        const now = changed.get(c.C!) ?? c.Records;
        return c.Groups.includes(grouping.of(r)!) && now.length < CHUNK_RECORDS;
      });
      if (into) changed.set(into.C!, [...(changed.get(into.C!) ?? into.Records), r]);
      else left.push(r);
    }
    return chunksOf(left, grouping);
  }

  async function putRows(rows: StoredRecord[]): Promise<void> {
    if (!rows.length) return;
    const byKey = new Map(rows.map((r) => [r.Key, r]));
    const changed = new Map<number, StoredRecord[]>();
    for (const c of await chunksOfRecords(rows)) {
      let touched = false;
      const records = c.Records.map((r) => {
        const next = byKey.get(r.Key);
        if (!next) return r;
        byKey.delete(r.Key);
        touched = true;
        return next;
      });
      if (touched) changed.set(c.C!, records);
    }
    const fresh = byKey.size ? await place([...byKey.values()], changed) : [];
    await table.bulkPut([...[...changed].map(([C, records]) => chunkOf(records, grouping, C)), ...fresh]);
  }

  async function deleteRows(keys: string[]): Promise<void> {
    if (!keys.length) return;
    const gone = new Set(keys);
    const kept: Chunk[] = [];
    const emptied: number[] = [];
    for (const c of await chunksFor(keys, [])) {
      const records = c.Records.filter((r) => !gone.has(r.Key));
      if (records.length) kept.push(chunkOf(records, grouping, c.C));
      else emptied.push(c.C!);
    }
    if (kept.length) await table.bulkPut(kept);
    if (emptied.length) await table.bulkDelete(emptied);
  }

  // Joins the caller's transaction when there is one. The body is awaited inside an async scope:
  // Dexie keeps its transaction across native awaits only there.
  const atomic = (body: () => Promise<void>) =>
    table.db.transaction('rw', table, async () => {
      await body();
    });

  return {
    get: async (key) => recordsOf(await chunksFor([key], []), (r) => r.Key === key)[0],
    byId: async (id) => recordsOf(await chunksFor([], [id]), (r) => r.Id === id)[0],
    find: async (keys, ids) => {
      const wantedKeys = new Set(keys);
      const wantedIds = new Set(ids);
      return recordsOf(
        await chunksFor(keys, ids),
        (r) => wantedKeys.has(r.Key) || (r.Id !== null && wantedIds.has(r.Id)),
      );
    },
    where: async (index, value) => {
      if (index !== grouping.index) throw new Error(`Records kept in chunks are not found by ${index}.`);
      return recordsOf(await chunksWhere('Groups', [value]), (r) => grouping.of(r) === value);
    },
    // A chunk is read, changed and written back: alone, that is a transaction of its own.
    put: (rows) => atomic(() => putRows(rows)),
    delete: (keys) => atomic(() => deleteRows(keys)),
    all: async () => (await table.toArray()).flatMap((c) => c.Records),
    // For tests and benchmarks: the screens never count the inventory.
    count: async () => (await table.toArray()).reduce((n, c) => n + c.Records.length, 0),
    countUnsynced: () => table.where('Unsynced').aboveOrEqual(Dexie.minKey).count(),
  };
}
