import {
  customerMayChange,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type CustomerMaterialApprove,
  type CustomerServiceApprove,
  type WorkAuthorization,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
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

/** The customer's approvals from the public page: the office's §4 toggles, reached by the link. */
export function waCustomerService(db: Db, ids: EncryptedIds, was: WorkAuthorizationsService) {
  async function changeable(text: string) {
    const row = await waFromLink(db, ids, text);
    if (!customerMayChange(row.status_id))
      throw ruleFailed(row.status_id === S.ReceivedFromClient ? M.AlreadySubmitted : M.Closed);
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
