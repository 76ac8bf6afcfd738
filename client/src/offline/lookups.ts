import {
  B,
  DEFAULT_TAKE,
  F,
  GLOBAL_CHEMICALS_TAKE,
  has,
  R,
  type ClaimFlags,
  type MetaItemPath,
  type OtherItemType,
} from '@canopy/shared';
import type { SyncLocation } from '@canopy/sync/protocol';
import { api } from '../kernel/api/client';
import { ApiError } from '../kernel/api/errors';
import { getClaims } from '../kernel/session/sessionStore';
import {
  fillPath,
  type CallArgs,
  type Operation,
  type Params,
  type PathOf,
  type RequestBody,
} from '../kernel/api/paths';
import type { CrewDb } from './db';

/**
 * A lookup the crew screens read offline: how to fetch it online, and the key its answer is kept
 * under on the device (the GET url, or the search url and body).
 */
export interface Lookup<T = unknown> {
  key: string;
  fetch: () => Promise<T>;
  /**
   * The answer from records the device holds by sync, completed by the kept answer when there is
   * one; when it gives one, the screen needs no call.
   */
  held?(db: CrewDb, kept: T | undefined): Promise<T | undefined>;
  /**
   * The server's claim rule for the call: a user without it is never sent to ask (a refusal by
   * design is noise in the logs and a wasted round trip on a weak signal). Absent: anyone signed in.
   */
  allowed?: (claims: ClaimFlags | undefined) => boolean;
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

// The claim rules of the calls below, as the server's routes state them.
const dailyLogLookups = (c: ClaimFlags | undefined) =>
  has(c, 'WorkOrders_DailyLogs', R | F) || has(c, 'Employee_ManageHours', R | B | F);
const scoutingLists = (c: ClaimFlags | undefined) =>
  has(c, 'ScoutingInventory', R | F) ||
  has(c, 'WorkOrders_ScoutingReport', R | F) ||
  has(c, 'InventoryItems', R | F);
const inventoryLists = (c: ClaimFlags | undefined) =>
  has(c, 'InventoryItems', R | F) || has(c, 'Account', R | B | F);

const chemicalLists = (c: ClaimFlags | undefined) => has(c, 'WorkOrders_ActualChemicalsUsed', R | F);
const weatherPicking = (c: ClaimFlags | undefined) => has(c, 'WorkOrders_ServiceWeatherCondition', F);

const scouting = (path: MetaItemPath) => ({ ...metaItemsLookup(path), allowed: scoutingLists });

/** What the crew screens choose from, with the same calls the online screens make. */
export const CREW_LOOKUPS = {
  hourTypes: { ...read('/workOrders/dailyLogs/hour-types'), allowed: dailyLogLookups },
  employees: read('/employees/simple'),
  insects: scouting('insects'),
  diseases: scouting('diseases'),
  ecologicalProblems: scouting('ecological-problems'),
  weedTypes: scouting('weed-types'),
  itemTypes: { ...search('/serviceItems/types/_search', WHOLE_CATALOGUE), allowed: inventoryLists },
  itemSizes: { ...search('/serviceItems/sizes/_search', WHOLE_CATALOGUE), allowed: inventoryLists },
  itemLocations: { ...search('/serviceItems/locations/_search', WHOLE_CATALOGUE), allowed: inventoryLists },
  conditions: read('/serviceItems/conditions'),
  // The chemical line form's choices (the global chemicals capped as online, §9) and the weather list.
  chemicals: {
    ...search('/chemicals/_search', { Query: '', Skip: 0, Take: GLOBAL_CHEMICALS_TAKE }),
    allowed: chemicalLists,
  },
  chemicalCarriers: { ...read('/chemicals/carriers'), allowed: chemicalLists },
  chemicalUnits: { ...read('/chemicals/units'), allowed: chemicalLists },
  weatherConditions: { ...read('/workOrders/weatherConditions'), allowed: weatherPicking },
};

/** Who may be named applicator on a work order, as last read online (kept for the device). */
export const applicatorsLookup = (workOrderId: number) => ({
  ...read('/workOrders/chemicals/applicators/{id}', { path: { id: workOrderId } }),
  allowed: chemicalLists,
});

/** A work location as the device holds it by sync (its work orders' and the pinned ones). */
export async function heldLocation(db: CrewDb, accountLocationId: number): Promise<SyncLocation | undefined> {
  const rec = await db.locations.where('Id').equals(accountLocationId).first();
  return (rec?.Data as SyncLocation | null | undefined) ?? undefined;
}

/**
 * The plant kinds kept for one location (the inventory form's "other" types): those the synced
 * location carries, with any added on this device since (kept under the lookup's key).
 */
export const otherItemTypesLookup = (accountLocationId: number): Lookup<OtherItemType[]> => ({
  ...search('/serviceItems/otherItemTypes/_search', {
    AccountLocationId: accountLocationId,
    Query: '',
    Skip: 0,
    Take: DEFAULT_TAKE,
  }),
  async held(db, kept) {
    const location = await heldLocation(db, accountLocationId);
    if (!location) return undefined;
    const byId = new Map([...(kept ?? []), ...location.OtherItemTypes].map((o) => [o.Id, o]));
    return [...byId.values()].sort((a, b) => a.Name.localeCompare(b.Name));
  },
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
 * After a sync round: the catalogues missing or stale. What the screens need of each work location
 * comes in the pull (the synced locations), not by a call per location. A lookup the user's claims
 * do not allow is never asked for; a lost connection ends the pass (the next round tries again).
 */
export async function prefetchLookups(db: CrewDb, now = Date.now()): Promise<void> {
  const claims = getClaims();
  for (const spec of Object.values(CREW_LOOKUPS) as Lookup[]) {
    if (spec.allowed && !spec.allowed(claims)) continue;
    const cached = await db.lookups.get(lookupKey(spec));
    if (cached && !isStale(cached.FetchedAt, now)) continue;
    try {
      await fetchLookup(db, spec);
    } catch (err) {
      if (err instanceof ApiError && (err.isNetwork || err.status === 401)) return;
    }
  }
}
