const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export interface ProposalInfoSearch {
  id?: number;
}
export const validateProposalInfoSearch = (s: Record<string, unknown>): ProposalInfoSearch => ({
  id: positive(s.id),
});

/** /proposals/add may come from a location screen, which names the location. */
export interface ProposalAddSearch {
  locationId?: number;
}
export const validateProposalAddSearch = (s: Record<string, unknown>): ProposalAddSearch => ({
  locationId: positive(s.locationId),
});

/** /proposals/service-group/docs names the proposal and its service group (spec §2). */
export interface ServiceGroupDocsSearch {
  proposalid?: number;
  id?: number;
}
export const validateServiceGroupDocsSearch = (s: Record<string, unknown>): ServiceGroupDocsSearch => ({
  proposalid: positive(s.proposalid),
  id: positive(s.id),
});

/** Ids from the URL: an array, or one id or several joined by commas (a link from another screen). */
const idList = (v: unknown): number[] | undefined => {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v == null ? [] : [v];
  const ids = raw.map(positive).filter((n): n is number => n !== undefined);
  return ids.length ? ids : undefined;
};

/**
 * /proposals takes optional arboristIds, branchIds and statusIds (spec §2 proposals.list); the list's
 * sales rep and accounts filters ride along as salesRepId and accountIds.
 */
export interface ProposalListSearch {
  arboristIds?: number[];
  branchIds?: number[];
  statusIds?: number[];
  salesRepId?: number;
  accountIds?: number[];
}
export const validateProposalListSearch = (s: Record<string, unknown>): ProposalListSearch => ({
  arboristIds: idList(s.arboristIds),
  branchIds: idList(s.branchIds),
  statusIds: idList(s.statusIds),
  salesRepId: positive(s.salesRepId),
  accountIds: idList(s.accountIds),
});
