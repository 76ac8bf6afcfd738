import {
  ApprovalByTypes,
  customerMayChange,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type CustomerMaterialApprove,
  type CustomerServiceApprove,
  type WorkAuthorization,
} from '@canopy/shared';
import { nowIso, type Db } from '../../platform/db';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { HttpError, ruleFailed } from '../../platform/errors';
import { openWaLink } from './work-authorization-links';
import type { WorkAuthorizationsService } from './work-authorizations.service';

/**
 * The authorization a customer's link names, if the link is still valid. An altered, made-up or
 * revoked link reads the same, so a guess learns nothing about other customers' records.
 */
export async function waFromLink(db: Db, ids: EncryptedIds, text: string) {
  const link = openWaLink(ids, text);
  const row = link
    ? await db
        .selectFrom('work_authorizations as w')
        .innerJoin('proposals', 'proposals.id', 'w.proposal_id')
        .selectAll('w')
        .select('proposals.account_id')
        .where('w.id', '=', link.id)
        .executeTakeFirst()
    : undefined;
  if (!row || row.link_version !== link!.linkVersion)
    throw new HttpError(400, M.InvalidLink, { ModelState: { Service: [M.InvalidLink] } });
  return row;
}

/** Refuses a customer's change once they submitted, or once the office closed or held the authorization. */
export function mustBeOpenToCustomer(statusId: number): void {
  if (!customerMayChange(statusId))
    throw ruleFailed(statusId === S.ReceivedFromClient ? M.AlreadySubmitted : M.Closed);
}

/**
 * What the customer's approval records, from the public page or an arborist's device alike: Received
 * From Client, approved by Customer, with the signature (and, from a device, who signed, when by the
 * device's clock, and the terms the signature is bound to).
 */
export async function receiveFromClient(
  trx: Db,
  id: number,
  s: {
    signature: string;
    paymentMethodId: number | null;
    approvedAt: string;
    /** The admin view: the sales rep who took the approval in the customer's place. */
    salesRepId?: number | null;
    device?: { signerName: string; signedAt: string; termsHash: string };
  },
) {
  await trx
    .updateTable('work_authorizations')
    .set((eb) => ({
      status_id: S.ReceivedFromClient,
      approved_by_type_id: s.salesRepId ? ApprovalByTypes.SalesRep : ApprovalByTypes.Customer,
      approved_sales_rep_id: s.salesRepId ?? null,
      date_approved: s.approvedAt,
      signature: s.signature,
      payment_method_id: s.paymentMethodId,
      ...(s.device
        ? {
            signer_name: s.device.signerName,
            signed_at: s.device.signedAt,
            signed_terms_hash: s.device.termsHash,
          }
        : {}),
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** The customer's approvals from the public page: the office's §4 toggles, reached by the link. */
export function waCustomerService(db: Db, ids: EncryptedIds, was: WorkAuthorizationsService) {
  async function changeable(text: string) {
    const row = await waFromLink(db, ids, text);
    mustBeOpenToCustomer(row.status_id);
    return row;
  }

  return {
    async approveService(body: CustomerServiceApprove): Promise<WorkAuthorization> {
      const row = await changeable(body.EncryptedId);
      await was.approveService(row, body);
      return was.dto(null, row.id);
    },
    async approveMaterial(body: CustomerMaterialApprove): Promise<WorkAuthorization> {
      const row = await changeable(body.EncryptedId);
      await was.approveMaterial(row, body);
      return was.dto(null, row.id);
    },
  };
}
export type WaCustomerService = ReturnType<typeof waCustomerService>;
