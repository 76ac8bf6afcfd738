import { DEFAULT_TAKE } from '@canopy/shared';
import { api } from '../kernel/api/client';
import { ApiError } from '../kernel/api/errors';
import type { CrewDb } from './db';
import { pinnedLocationIds } from './pins';

/** A lookup read with a search body (the inventory catalogues are only offered through _search). */
export interface LookupRequest {
  url: string;
  body: unknown;
}

/** A GET url, or a search request. */
export type LookupSpec = string | LookupRequest;

/** Lookups older than this are fetched again when online; the catalogues change rarely. */
export const LOOKUP_MAX_AGE_MS = 60 * 60 * 1000;

export const lookupKey = (spec: LookupSpec): string =>
  typeof spec === 'string' ? spec : `POST ${spec.url} ${JSON.stringify(spec.body)}`;

// The whole catalogue, archived entries left out, as the inventory forms ask for it online.
const WHOLE_CATALOGUE = { Query: '', Skip: 0, Take: DEFAULT_TAKE, IncludeArchived: false };

/** What the crew screens choose from, with the same calls the online screens make. */
export const CREW_LOOKUPS = {
  hourTypes: '/workOrders/dailyLogs/hour-types',
  employees: '/employees/simple',
  insects: '/inventory-meta-items/simple/insects',
  diseases: '/inventory-meta-items/simple/diseases',
  ecologicalProblems: '/inventory-meta-items/simple/ecological-problems',
  weedTypes: '/inventory-meta-items/simple/weed-types',
  itemTypes: { url: '/serviceItems/types/_search', body: WHOLE_CATALOGUE },
  itemSizes: { url: '/serviceItems/sizes/_search', body: WHOLE_CATALOGUE },
  itemLocations: { url: '/serviceItems/locations/_search', body: WHOLE_CATALOGUE },
  conditions: '/serviceItems/conditions',
} as const satisfies Record<string, LookupSpec>;

/** The plant kinds kept for one location (the inventory form's "other" types). */
export const otherItemTypesLookup = (accountLocationId: number): LookupRequest => ({
  url: '/serviceItems/otherItemTypes/_search',
  body: { AccountLocationId: accountLocationId, Query: '', Skip: 0, Take: DEFAULT_TAKE },
});

/** A customer location, for the inventory screens' header and the way back to the account. */
export const accountLocationLookup = (accountLocationId: number) =>
  `/accounts/accountLocations/${accountLocationId}`;

/** Fetches a lookup online and keeps the answer in the database. */
export async function fetchLookup<T>(db: CrewDb, spec: LookupSpec): Promise<T> {
  const { data } = typeof spec === 'string' ? await api.get<T>(spec) : await api.post<T>(spec.url, spec.body);
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
  const specs: LookupSpec[] = [
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
