import { searchText } from '../../ui/listState';

const positive = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The spec's parameters of the inventory screens. The names and case are the spec's
 * (accountLocationID, accName, locName, proposalID), so links from other screens keep working.
 */
export interface ServiceItemListSearch {
  accountLocationID: number;
  accName?: string;
  locName?: string;
  proposalID?: number;
  /** The search box. */
  q?: string;
}

export interface ServiceItemAddSearch {
  accountId?: number;
  locationId: number;
  proposalID?: number;
}

export interface ServiceItemInfoSearch {
  id: number;
  /** An item added on this device and not yet saved on the server goes by its key there. */
  key?: string;
  accountLocationID?: number;
  accName?: string;
  locName?: string;
  proposalID?: number;
}

// A missing or bad location reads as 0, which the screens show as "not found".
export function validateListSearch(s: Record<string, unknown>): ServiceItemListSearch {
  return {
    accountLocationID: positive(s.accountLocationID) ?? 0,
    accName: searchText(s.accName),
    locName: searchText(s.locName),
    proposalID: positive(s.proposalID),
    q: searchText(s.q),
  };
}

export function validateAddSearch(s: Record<string, unknown>): ServiceItemAddSearch {
  return {
    accountId: positive(s.accountId),
    locationId: positive(s.locationId) ?? 0,
    proposalID: positive(s.proposalID),
  };
}

export function validateInfoSearch(s: Record<string, unknown>): ServiceItemInfoSearch {
  return {
    id: positive(s.id) ?? 0,
    key: searchText(s.key),
    accountLocationID: positive(s.accountLocationID),
    accName: searchText(s.accName),
    locName: searchText(s.locName),
    proposalID: positive(s.proposalID),
  };
}

/** What the screens know about the location they are about. */
export interface LocationContext {
  locationId: number;
  accountId?: number;
  accName?: string;
  locName?: string;
  proposalID?: number;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};

export const listHref = (c: LocationContext) =>
  `/serviceitem/?${query({
    accountLocationID: c.locationId,
    accName: c.accName,
    locName: c.locName,
    proposalID: c.proposalID,
  })}`;

export const addHref = (c: LocationContext) =>
  `/serviceitem/add?${query({ accountId: c.accountId, locationId: c.locationId, proposalID: c.proposalID })}`;

/** An item by its server id, or (not yet saved there) by its key on this device. */
export const infoHref = (item: { Id: number; key?: string }, c: LocationContext) =>
  `/serviceitem/info?${query({
    id: item.Id > 0 ? item.Id : undefined,
    key: item.Id > 0 ? undefined : item.key,
    accountLocationID: c.locationId,
    accName: c.accName,
    locName: c.locName,
    proposalID: c.proposalID,
  })}`;

/** The location screen (accounts-finance-people.md: /accounts/location with id, acctName, acctId). */
export const locationHref = (c: LocationContext) =>
  `/accounts/location?${query({ id: c.locationId, acctName: c.accName, acctId: c.accountId })}`;
