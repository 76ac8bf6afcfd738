/** The tabs of the location screen, as the `tab` search parameter names them. */
export const LOCATION_TABS = ['info', 'notes', 'documents', 'neighbors'] as const;
export type LocationTab = (typeof LOCATION_TABS)[number];

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
// The router reads a number-like value ('60201', an account named '1999') as a number.
const text = (v: unknown) => {
  const t = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  return t || undefined;
};
const flag = (v: unknown) => (v === true || v === 'true' ? true : undefined);

/** /accounts/location: the location (id) and its account (acctId, acctName) for the header. */
export interface LocationInfoSearch {
  id: number;
  acctId?: number;
  acctName?: string;
  tab?: LocationTab;
}

export function validateLocationInfoSearch(s: Record<string, unknown>): LocationInfoSearch {
  const tab = LOCATION_TABS.find((t) => t === s.tab);
  return {
    id: positive(s.id) ?? 0,
    acctId: positive(s.acctId),
    acctName: text(s.acctName),
    tab: tab && tab !== 'info' ? tab : undefined,
  };
}

/** /accounts/location/add: `id` is the ACCOUNT the location is added to. */
export interface LocationAddSearch {
  id: number;
  acctName?: string;
}

export function validateLocationAddSearch(s: Record<string, unknown>): LocationAddSearch {
  return { id: positive(s.id) ?? 0, acctName: text(s.acctName) };
}

/** Notes, documents and neighbors on screens of their own (screens.tsv parameters). */
export interface LocationPartSearch {
  id: number;
  name?: string;
  acctId?: number;
  acctName?: string;
  city?: string;
  state?: string;
  zip?: string;
  transferred?: boolean;
}

export function validateLocationPartSearch(s: Record<string, unknown>): LocationPartSearch {
  return {
    id: positive(s.id) ?? 0,
    name: text(s.name),
    acctId: positive(s.acctId),
    acctName: text(s.acctName),
    city: text(s.city),
    state: text(s.state),
    zip: text(s.zip),
    transferred: flag(s.transferred),
  };
}
