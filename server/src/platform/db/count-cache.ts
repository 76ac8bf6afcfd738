import { sql, type Kysely } from 'kysely';
import type { Scope } from '@canopy/shared';
import type { DbHandle } from './index';
import type { Page } from '../lists';

/**
 * Exact list totals (and the ids a search's words match), remembered until the database changes.
 * Counting every match of a common word reads tens of thousands of rows, and the same count is asked
 * for again as a user pages, sorts or reopens a list; while nothing was written it is still the
 * total. Any statement that is not a plain SELECT (a write, a commit, a schema change) starts a new
 * write generation and every remembered total of an older generation is forgotten, so a total is
 * never stale after a write through this process. Another process writing to the same PostgreSQL
 * database is not seen, so there a total a few seconds old is checked: if the database has committed
 * nothing since it was counted it stands, otherwise it is counted again, and the older total answers
 * until the new one is in.
 */
export interface CountCache {
  /** What `count` gives, counted once per generation; `key` names what is counted. */
  total<T>(key: string, count: () => Promise<T>): Promise<T>;
  /** A statement ran: forgets every total if it may have changed data. */
  saw(statement: string): void;
}

const MAX_ENTRIES = 500;
/** How long PostgreSQL totals are trusted, for the writes of other server processes. */
export const PG_MAX_AGE_MS = 10_000;

/**
 * What PostgreSQL has committed, as its current snapshot: the next transaction id to assign and the
 * ones still running. Only a transaction that writes takes an id, so while the text is the same no
 * write has begun or ended, and a total counted after reading it still holds. Reading it is far
 * cheaper than counting a common word's tens of thousands of matches again (≈ 250 ms at scale 100).
 */
export const PG_WRITE_STATE = 'select pg_current_snapshot()::text as state';

// A count queried while a write is under way may run before or after it commits; the generation is
// read before the count starts, so a count that may have missed a write is filed under a generation
// the write has already ended.
export function countCache(
  opts: {
    maxAgeMs?: number;
    now?: () => number;
    /** The database's write state (`PG_WRITE_STATE`): an aged total stands while it is unchanged. */
    writeState?: () => Promise<string>;
  } = {},
): CountCache {
  const now = opts.now ?? (() => Date.now());
  let generation = 0;
  type Entry = {
    generation: number;
    at: number;
    total: Promise<unknown>;
    /** The write state read before counting; null when it could not be read. */
    state: Promise<string | null>;
    recounting?: true;
  };
  const readState = (): Promise<string | null> =>
    opts.writeState ? opts.writeState().catch(() => null) : Promise.resolve(null);
  const entries = new Map<string, Entry>();
  const aged = (e: Entry) => opts.maxAgeMs !== undefined && now() - e.at >= opts.maxAgeMs;
  const keep = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  };
  const start = (key: string, count: () => Promise<unknown>): Entry => {
    // Read before the count begins, so a write committed in between makes the state differ later.
    const state = readState();
    const total = opts.writeState ? state.then(() => count()) : count();
    const entry: Entry = { generation, at: now(), total, state };
    entry.total.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  };
  /** Nothing was committed since the entry's count began (never so when the state is unknown). */
  const unchanged = async (e: Entry) => {
    if (!opts.writeState) return false;
    const [before, current] = await Promise.all([e.state, readState()]);
    return before !== null && before === current;
  };
  return {
    total<T>(key: string, count: () => Promise<T>) {
      const hit = entries.get(key);
      if (hit && hit.generation === generation) {
        keep(key, hit);
        // Only the age limit (for other processes' writes) ran out: the total stands while it is
        // counted again, so a count of many rows does not hold up every request that arrives meanwhile.
        if (aged(hit) && !hit.recounting) {
          hit.recounting = true;
          void unchanged(hit).then((same) => {
            if (same) {
              hit.at = now();
              delete hit.recounting;
              return;
            }
            const next = start(key, count);
            next.total.then(
              () => entries.get(key) === hit && keep(key, next),
              () => delete hit.recounting,
            );
          });
        }
        return hit.total as Promise<T>;
      }
      // Requests arriving together for the same total share one count.
      const entry = start(key, count);
      keep(key, entry);
      return entry.total as Promise<T>;
    },
    saw(statement) {
      if (!/^\s*select\b/i.test(statement)) generation++;
    },
  };
}

const caches = new WeakMap<Kysely<any>, CountCache>();

/** Keeps list totals for `h.db`, forgotten on every write `h` runs. */
export function cacheCounts(h: DbHandle): void {
  const writeState = async () => {
    const { rows } = await sql<{ state: string }>`${sql.raw(PG_WRITE_STATE)}`.execute(h.db);
    return rows[0]!.state;
  };
  const cache = countCache(h.engine === 'postgres' ? { maxAgeMs: PG_MAX_AGE_MS, writeState } : {});
  h.onStatement((s) => cache.saw(s));
  caches.set(h.db, cache);
}

/**
 * What the scope condition of a list depends on: all, the branch ids, or the employee. Two callers
 * with the same key see the same rows.
 */
export function scopeKey(scope: Scope): string {
  if (scope.kind === 'branch') return `branch:${[...scope.branchIds].sort((a, b) => a - b).join(',')}`;
  if (scope.kind === 'personal') return `personal:${scope.employeeId}`;
  return scope.kind;
}

/** A filter's fields in one order, lists sorted and empty fields left out: equal filters, equal keys. */
function filterKey(filter: object): string {
  const fields = Object.entries(filter)
    .filter(([, v]) => v != null && v !== '' && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(fields);
}

/**
 * The exact total of `list` for this reach, page (its words and archived choice; not its position)
 * and filter: remembered per write generation where `db` keeps totals, counted every time elsewhere
 * (a transaction, a test's wrapped handle).
 */
export function listTotal(
  db: Kysely<any>,
  list: string,
  scope: Scope,
  page: Page,
  filter: object,
  count: () => Promise<number>,
): Promise<number> {
  const cache = caches.get(db);
  if (!cache) return count();
  const words = page.words.map((w) => w.toLowerCase());
  const key = JSON.stringify([list, scopeKey(scope), words, page.includeArchived, filterKey(filter)]);
  return cache.total(key, count);
}

/**
 * The ids of the rows holding `words` (at most a few thousand; see `findText`), remembered as a total
 * is: a user paging or sorting a search asks for the same matches again.
 */
export function rememberedMatches<T>(
  db: Kysely<any>,
  table: string,
  words: string[],
  find: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return find();
  return cache.total(JSON.stringify(['matches', table, words.map((w) => w.toLowerCase())]), find);
}
