const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /requests/info (spec §2: id, url — the address to go back to). */
export interface RequestInfoSearch {
  id?: number;
  url?: string;
}
export const validateRequestInfoSearch = (s: Record<string, unknown>): RequestInfoSearch => ({
  id: positive(s.id),
  // Only an address inside the app: a link elsewhere would make Back leave it.
  url: typeof s.url === 'string' && s.url.startsWith('/') && !s.url.startsWith('//') ? s.url : undefined,
});

/** /requests/add (spec §2: id, acctId): a copy of request `id`'s location, or an account's locations. */
export interface RequestAddSearch {
  id?: number;
  acctId?: number;
}
export const validateRequestAddSearch = (s: Record<string, unknown>): RequestAddSearch => ({
  id: positive(s.id),
  acctId: positive(s.acctId),
});
