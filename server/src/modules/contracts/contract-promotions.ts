import { ContractMessages as M, F, ProposalTypes, type ManagePromotions } from '@canopy/shared';
import { requireClaim, scope, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { forbidden, notFound, ruleFailed } from '../../platform/errors';
import { inProposalScope } from '../proposals/proposals.access';
import { contractAccess as access } from './contracts.access';
import { hasApprovedWorkAuthorization } from './work-authorization-lock';

/** POST proposals/managePromotions: sets these promotions, exactly, on each selected contract. */
export function contractPromotionsService(db: Db) {
  return {
    async manage(auth: AuthContext, body: ManagePromotions): Promise<Record<string, never>> {
      requireClaim(auth, access.edit);
      const contractIds = [...new Set(body.ContractIds)];
      const promotionIds = [...new Set(body.PromotionIds)];
      const rows = await db
        .selectFrom('proposals')
        .select(['id', 'proposal_type_id', 'sales_rep_id'])
        .where('id', 'in', contractIds)
        .where(inProposalScope(scope(auth, 'Contracts')))
        .execute();
      if (rows.length !== contractIds.length) throw notFound();
      if (rows.some((r) => r.proposal_type_id !== ProposalTypes.Contract)) throw ruleFailed(M.NotAContract);
      const full = ((auth.claims.Contracts ?? 0) & F) !== 0;
      if (!full && rows.some((r) => r.sales_rep_id !== auth.employeeId)) throw forbidden();
      if (promotionIds.length) {
        const live = await db
          .selectFrom('promotions')
          .select('id')
          .where('id', 'in', promotionIds)
          .where('active', '=', 1)
          .where('archived', '=', 0)
          .execute();
        if (live.length !== promotionIds.length) throw ruleFailed(M.UnknownPromotion);
      }
      if (await hasApprovedWorkAuthorization(db, contractIds)) throw ruleFailed(M.PromotionsLocked);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('proposal_promotions').where('proposal_id', 'in', contractIds).execute();
        if (promotionIds.length)
          await trx
            .insertInto('proposal_promotions')
            .values(
              contractIds.flatMap((c) => promotionIds.map((p) => ({ proposal_id: c, promotion_id: p }))),
            )
            .execute();
      });
      return {};
    },
  };
}
