import type { WorkAuthorization } from './schemas';

/**
 * What a customer agrees to when signing on a device: the proposal's terms as shown (who, where, every
 * line with its price, visits and whether the promotional discount applies), not the approvals, which
 * travel with the signature. Lines are sorted by id so the same proposal reads the same however it
 * was loaded.
 */
export function proposalTerms(wa: WorkAuthorization): string {
  const byId = <T extends { Id: number }>(xs: readonly T[]) => [...xs].sort((a, b) => a.Id - b.Id);
  const groups = byId(wa.ProposalGroups).map((g) => ({
    g: [g.Id, g.Name, g.ServiceGroupId, g.SeparateWorkOrderGroup],
    o: byId(g.ProposalOptionGroups).map((og) =>
      byId(og.ProposalOptions).map((o) => ({
        s: byId(o.ProposalItemServices).map((s) => [
          s.Id,
          s.ServiceId,
          s.ServiceName,
          s.Description,
          s.Cost,
          s.PerVisitCost,
          byId(s.Visits).map((v) => [v.Id, v.Title, v.IncludeInProgram, v.IncludeThisYear]),
        ]),
        m: byId(o.ProposalItemMaterials).map((m) => [m.Id, m.MaterialName, m.Description, m.Cost]),
      })),
    ),
  }));
  return JSON.stringify([
    wa.Id,
    wa.ProposalId,
    wa.ProposalNumber,
    wa.AccountName,
    wa.Address,
    wa.ProposalTypeId,
    wa.IsPromotionalDiscountApplied,
    groups,
  ]);
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over UTF-16 code units: the same on the device and the server, with no library. */
function fnv1a64(text: string, seed: bigint): string {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * FNV_PRIME) & MASK;
  return h.toString(16).padStart(16, '0');
}

/**
 * The fingerprint a device's signature is bound to: the server accepts the signature only while the
 * authorization's terms still hash the same. Two seeds make 128 bits, so an edit is not mistaken for
 * the signed version by chance.
 */
export function proposalTermsHash(wa: WorkAuthorization): string {
  const terms = proposalTerms(wa);
  return fnv1a64(terms, FNV_OFFSET) + fnv1a64(terms, FNV_OFFSET ^ 0x9e3779b97f4a7c15n);
}
