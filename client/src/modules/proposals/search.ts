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
