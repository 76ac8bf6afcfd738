import {
  authorizationTotalsOf,
  proposalTermsHash,
  toggleService,
  toggleVisit,
  WorkAuthorizationServiceStatuses as SS,
  WorkAuthorizationStatuses as S,
  WorkAuthorizationStatusList,
  type CustomerSignature,
  type SyncWorkAuthorization,
  type WaGroup,
  type WaService,
} from '@canopy/shared';

type Line = {
  services: WaService[];
  materials: WaGroup['ProposalOptionGroups'][number]['ProposalOptions'][number]['ProposalItemMaterials'];
};

function mapLines(groups: WaGroup[], f: (o: Line) => Line): WaGroup[] {
  return groups.map((g) => ({
    ...g,
    ProposalOptionGroups: g.ProposalOptionGroups.map((og) => ({
      ...og,
      ProposalOptions: og.ProposalOptions.map((o) => {
        const next = f({ services: o.ProposalItemServices, materials: o.ProposalItemMaterials });
        return { ...o, ProposalItemServices: next.services, ProposalItemMaterials: next.materials };
      }),
    })),
  }));
}

/** A customer's tick on the device, by the §4 rules the office and the customer page obey. */
export function withService(groups: WaGroup[], serviceId: number, visitId: number | null, approved: boolean) {
  return mapLines(groups, (o) => ({
    ...o,
    services: o.services.map((s) => {
      if (s.Id !== serviceId) return s;
      const now = {
        StatusId: s.ApproveStatusId,
        Visits: s.Visits.map((v) => ({ Id: v.Id, Approved: v.Approved })),
      };
      const next = visitId ? toggleVisit(now, visitId, approved) : toggleService(now, approved);
      const byId = new Map(next.Visits.map((v) => [v.Id, v.Approved]));
      return {
        ...s,
        ApproveStatusId: next.StatusId,
        Approved: next.StatusId === SS.Approved || next.StatusId === SS.PartiallyApproved,
        Visits: s.Visits.map((v) => ({ ...v, Approved: byId.get(v.Id) ?? v.Approved })),
      };
    }),
  }));
}

export function withMaterial(groups: WaGroup[], materialId: number, approved: boolean) {
  return mapLines(groups, (o) => ({
    ...o,
    materials: o.materials.map((m) =>
      m.Id === materialId
        ? { ...m, Approved: approved, ApproveStatusId: approved ? SS.Approved : SS.NotApproved }
        : m,
    ),
  }));
}

const options = (groups: WaGroup[]) =>
  groups.flatMap((g) => g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions));

export const approvesAnything = (groups: WaGroup[]) =>
  options(groups).some(
    (o) => o.ProposalItemServices.some((s) => s.Approved) || o.ProposalItemMaterials.some((m) => m.Approved),
  );

/** Whether the customer may still sign it: the customer page's own rule. */
export const signable = (wa: SyncWorkAuthorization) =>
  wa.StatusId === S.Created || wa.StatusId === S.SentToClient || wa.StatusId === S.Printed;

/**
 * The outbox entry of a signature: the call body, bound to the hash of the terms as pulled (the
 * approvals travel beside it), and the record as the device shows it until the office answers.
 */
export function signatureChange(
  wa: SyncWorkAuthorization,
  groups: WaGroup[],
  s: { signature: string; signerName: string; signedAt: string },
) {
  const body: CustomerSignature = {
    Services: options(groups).flatMap((o) =>
      o.ProposalItemServices.map((x) => ({
        ProposalItemServiceId: x.Id,
        Approved: x.Approved,
        Visits: x.Visits.map((v) => ({ Id: v.Id, Approved: v.Approved })),
      })),
    ),
    Materials: options(groups).flatMap((o) =>
      o.ProposalItemMaterials.map((m) => ({ ProposalItemMaterialId: m.Id, Approved: m.Approved })),
    ),
    Signature: s.signature,
    SignerName: s.signerName.trim(),
    TermsHash: proposalTermsHash(wa),
    SignedAt: s.signedAt,
  };
  const view: SyncWorkAuthorization = {
    ...wa,
    ProposalGroups: groups,
    StatusId: S.ReceivedFromClient,
    Status: WorkAuthorizationStatusList.find((x) => x.Id === S.ReceivedFromClient)!.Name,
    Signed: true,
    SignerName: body.SignerName,
    SignedAt: s.signedAt,
  };
  return { body, view };
}

/**
 * The record with its figures worked out on the device for the approvals as ticked, by the arithmetic
 * the server answers with: the customer sees what they approve before any signal brings it back.
 */
export function withFigures(wa: SyncWorkAuthorization, groups: WaGroup[]): SyncWorkAuthorization {
  const t = authorizationTotalsOf({ ...wa, ProposalGroups: groups });
  return {
    ...wa,
    ProposalGroups: groups,
    ApprovedSubtotal: t.subtotalCents / 100,
    PromotionSavings: t.savingsCents / 100,
    TotalApprovedCost: t.totalCents / 100,
    EstimatedTax: t.taxCents / 100,
    DefaultDeposit: t.depositDueCents / 100,
    MeetsDownPayment: t.meetsDownPayment,
  };
}
