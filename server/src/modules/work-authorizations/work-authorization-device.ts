import {
  CustomerSignature,
  proposalTermsHash,
  WorkAuthorizationMessages as M,
  type SyncWorkAuthorization,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { ruleFailed } from '../../platform/errors';
import { mustBeOpenToCustomer, receiveFromClient } from './work-authorization-customer';
import { waDeviceRepo } from './work-authorization-device.repo';
import { reachWaToEdit, waAccess, waScope } from './work-authorizations.access';
import { workAuthorizationsService } from './work-authorizations.service';

// A work authorization on the crew app: the copy a device holds, and the customer's signature taken
// there, checked with the same claims and reach as online.

/** A device's copy never carries the customer's link, so nothing here seals one. */
const NO_LINKS: EncryptedIds = {
  seal() {
    throw new Error('A device copy of a work authorization carries no customer link');
  },
  open: () => null,
};

type Held = {
  id: number;
  signer_name: string | null;
  signed_at: string | Date | null;
  account_location_id: number;
};

const instant = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());

/** The office's record as the customer sees it (no staff rights), with its location and terms hash. */
export async function deviceCopy(db: Db, row: Held): Promise<SyncWorkAuthorization> {
  return (await deviceCopies(db, [row]))[0]!;
}

/** Device copies of several authorizations, read together: a first sync holds dozens. */
export async function deviceCopies(db: Db, rows: Held[]): Promise<SyncWorkAuthorization[]> {
  const was = await workAuthorizationsService(db, NO_LINKS).dtosOf(
    null,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return was.map((wa) => {
    const row = byId.get(wa.Id)!;
    return {
      ...wa,
      AccountLocationId: row.account_location_id,
      TermsHash: proposalTermsHash(wa),
      SignerName: row.signer_name,
      SignedAt: instant(row.signed_at),
    };
  });
}

/** Whether the customer approved anything at all: a signature under nothing approved says nothing. */
const approvesSomething = (b: CustomerSignature) =>
  b.Services.some((s) => s.Approved || s.Visits.some((v) => v.Approved)) ||
  b.Materials.some((m) => m.Approved);

/**
 * The device's approvals, line by line through the office's §4 toggles (so every rule is the same):
 * a service with visits is set from its visits, one without from its own flag.
 */
async function applyApprovals(db: Db, row: { id: number; proposal_id: number }, b: CustomerSignature) {
  const was = workAuthorizationsService(db, NO_LINKS);
  for (const s of b.Services) {
    const id = s.ProposalItemServiceId;
    if (!s.Visits.length) {
      await was.approveService(row, { ProposalItemServiceId: id, Approved: s.Approved });
      continue;
    }
    const any = s.Visits.some((v) => v.Approved);
    await was.approveService(row, { ProposalItemServiceId: id, Approved: any });
    for (const v of s.Visits.filter((x) => any && !x.Approved))
      await was.approveService(row, { ProposalItemServiceId: id, VisitId: v.Id, Approved: false });
  }
  for (const m of b.Materials)
    await was.approveMaterial(row, {
      ProposalItemMaterialId: m.ProposalItemMaterialId,
      Approved: m.Approved,
    });
}

async function heldOne(db: Db, auth: AuthContext, id: number, locationId: number) {
  const [row] = await waDeviceRepo(db).held(waScope(auth), [id], [locationId]);
  return row;
}

/**
 * The customer's signature from the device, taken perhaps hours before it arrives. It is applied only
 * while the proposal's terms still hash as they did on the device; otherwise nothing is written and it
 * waits for review, so a signature never lands on terms the customer did not see. The caller must be
 * one who may change the authorization online (its rep, or their branch), and the customer must not
 * have submitted already.
 */
export async function signOnDevice(
  trx: Db,
  auth: AuthContext,
  id: number,
  body: CustomerSignature,
): Promise<{ conflict: SyncWorkAuthorization } | { applied: SyncWorkAuthorization }> {
  requireClaim(auth, waAccess.edit);
  const row = await reachWaToEdit(trx, auth, id);
  mustBeOpenToCustomer(row.status_id);
  const held = {
    id: row.id,
    signer_name: row.signer_name,
    signed_at: row.signed_at,
    account_location_id: row.account_location_id,
  };
  const before = await deviceCopy(trx, held);
  if (before.TermsHash !== body.TermsHash) return { conflict: before };
  if (!body.Signature.trim()) throw ruleFailed(M.SignBeforeSubmitting);
  const signerName = body.SignerName.trim();
  if (!signerName) throw ruleFailed(M.SignerRequired);
  if (Number.isNaN(Date.parse(body.SignedAt))) throw ruleFailed(M.SignedAtInvalid);
  if (!approvesSomething(body)) throw ruleFailed(M.NothingApproved);
  const signedAt = new Date(body.SignedAt).toISOString();
  await applyApprovals(trx, row, body);
  await receiveFromClient(trx, row.id, {
    signature: body.Signature,
    // The deposit waits for a connection: it is taken online afterwards, by the office or the link.
    paymentMethodId: row.payment_method_id,
    approvedAt: signedAt,
    device: { signerName, signedAt, termsHash: body.TermsHash },
  });
  const after = await heldOne(trx, auth, row.id, row.account_location_id);
  return { applied: await deviceCopy(trx, after!) };
}
