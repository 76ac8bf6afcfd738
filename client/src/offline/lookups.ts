import { DEFAULT_TAKE, type MetaItemPath } from '@canopy/shared';
import { api } from '../kernel/api/client';
import { ApiError } from '../kernel/api/errors';
import {
  fillPath,
  type CallArgs,
  type Operation,
  type Params,
  type PathOf,
  type RequestBody,
} from '../kernel/api/paths';
import type { CrewDb } from './db';
import { pinnedLocationIds } from './pins';

/**
 * A lookup the crew screens read offline: how to fetch it online, and the key its answer is kept
 * under on the device (the GET url, or the search url and body).
 */
export interface Lookup<T = unknown> {
  key: string;
  fetch: () => Promise<T>;
}

/** A lookup, or the key of one (a GET lookup's key is its url). */
export type LookupSpec = Lookup | string;

/** Lookups older than this are fetched again when online; the catalogues change rarely. */
export const LOOKUP_MAX_AGE_MS = 60 * 60 * 1000;

export const lookupKey = (spec: LookupSpec): string => (typeof spec === 'string' ? spec : spec.key);

// The two helpers are typed for their callers; inside, they only hand the same arguments on.

/** A lookup read with GET: the filled-in url is its key. */
function read<P extends PathOf<'get'>>(path: P, ...args: CallArgs<Operation<'get', P>>) {
  const init = args[0] as { path?: Params } | undefined;
  return {
    key: fillPath(path, init?.path),
    fetch: async () => (await api.get(path, ...args)).data,
  };
}

/** A lookup read with a search body (the inventory catalogues are only offered through _search). */
function search<P extends PathOf<'post'>>(path: P, body: RequestBody<'post', P>) {
  const args = [{ body }] as CallArgs<Operation<'post', P>>;
  return {
    key: `POST ${path} ${JSON.stringify(body)}`,
    fetch: async () => (await api.post(path, ...args)).data,
  };
}

/** Unarchived insects, diseases, weed types or ecological problems, as the scouting form offers them. */
export function metaItemsLookup(path: MetaItemPath) {
  return read(`/inventory-meta-items/simple/${path}`);
}

// The whole catalogue, archived entries left out, as the inventory forms ask for it online.
const WHOLE_CATALOGUE = { Query: '', Skip: 0, Take: DEFAULT_TAKE, IncludeArchived: false };

/** What the crew screens choose from, with the same calls the online screens make. */
export const CREW_LOOKUPS = {
  hourTypes: read('/workOrders/dailyLogs/hour-types'),
  employees: read('/employees/simple'),
  insects: metaItemsLookup('insects'),
  diseases: metaItemsLookup('diseases'),
  ecologicalProblems: metaItemsLookup('ecological-problems'),
  weedTypes: metaItemsLookup('weed-types'),
  itemTypes: search('/serviceItems/types/_search', WHOLE_CATALOGUE),
  itemSizes: search('/serviceItems/sizes/_search', WHOLE_CATALOGUE),
  itemLocations: search('/serviceItems/locations/_search', WHOLE_CATALOGUE),
  conditions: read('/serviceItems/conditions'),
};

/** The plant kinds kept for one location (the inventory form's "other" types). */
export const otherItemTypesLookup = (accountLocationId: number) =>
  search('/serviceItems/otherItemTypes/_search', {
    AccountLocationId: accountLocationId,
    Query: '',
    Skip: 0,
    Take: DEFAULT_TAKE,
  });

/** A customer location, for the inventory screens' header and the way back to the account. */
export const accountLocationLookup = (accountLocationId: number) =>
  read('/accounts/accountLocations/{id}', { path: { id: accountLocationId } });

/** Fetches a lookup online and keeps the answer in the database. */
export async function fetchLookup<T>(db: CrewDb, spec: Lookup<T>): Promise<T> {
  const data = await spec.fetch();
  await db.lookups.put({ Url: lookupKey(spec), Data: data, FetchedAt: new Date().toISOString() });
  return data;
}

export function isStale(fetchedAt: string, now = Date.now()): boolean {
  return now - Date.parse(fetchedAt) > LOOKUP_MAX_AGE_MS;
}

/**
 * The locations crews work at: those of their work orders and those opened online. Not every
 * location whose inventory is on the device (an arborist holds whole branches): that would be
 * hundreds of calls for screens nobody opens.
 */
async function workLocations(db: CrewDb): Promise<number[]> {
  const fromOrders = await db.workOrders.orderBy('Data.AccountLocationId').uniqueKeys();
  const ids = [...fromOrders, ...(await pinnedLocationIds(db))];
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

/**
 * After a sync round: the lookups missing or stale. A lookup the user's role may not read (403) is
 * skipped; a lost connection ends the pass (the next round tries again).
 */
export async function prefetchLookups(db: CrewDb, now = Date.now()): Promise<void> {
  const specs: Lookup[] = [
    ...Object.values(CREW_LOOKUPS),
    ...(await workLocations(db)).flatMap((id) => [otherItemTypesLookup(id), accountLocationLookup(id)]),
  ];
  for (const spec of specs) {
    const cached = await db.lookups.get(lookupKey(spec));
    if (cached && !isStale(cached.FetchedAt, now)) continue;
    try {
      await fetchLookup(db, spec);
    } catch (err) {
      if (err instanceof ApiError && (err.isNetwork || err.status === 401)) return;
    }
  }
}
