import { WorkAuthorizationStatuses as S, type Scope } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import { inWaScope } from './work-authorizations.access';

/** Statuses in which a customer may still approve and sign: the customer page's own rule. */
export const SIGNABLE = [S.Created, S.SentToClient, S.Printed];
/** The most places a device holds for the rep's authorizations waiting for a signature. */
export const DEVICE_SIGNING_LOCATIONS_MAX = 60;
/** A device keeps one after signing too, so the arborist sees it went through. */
const HELD = [...SIGNABLE, S.ReceivedFromClient];

/** Kysely for the crew app's copy of work authorizations; the rules are in the sync module file. */
export function waDeviceRepo(db: Db) {
  return {
    /** Those among `ids` the scope reaches, open or just signed, at one of `locationIds`. */
    held(reach: Scope, ids: number[], locationIds: number[]) {
      if (!ids.length || !locationIds.length) return Promise.resolve([]);
      return db
        .selectFrom('work_authorizations as w')
        .innerJoin('proposals', 'proposals.id', 'w.proposal_id')
        .select(['w.id', 'w.signer_name', 'w.signed_at', 'proposals.account_location_id'])
        .where(inIds(db, 'w.id', ids))
        .where(inIds(db, 'proposals.account_location_id', locationIds))
        .where('w.status_id', 'in', HELD)
        .where(inWaScope(reach))
        .orderBy('w.id')
        .execute();
    },

    /**
     * The locations of the rep's own authorizations still waiting for the customer's signature, at
     * most `max` of them, those of the newest authorizations first: a device carries a rep's current
     * round of signatures, not two years of unanswered ones (those stay a search away online).
     */
    async signableLocations(
      reach: Scope,
      salesRepId: number,
      max = DEVICE_SIGNING_LOCATIONS_MAX,
    ): Promise<number[]> {
      const rows = await db
        .selectFrom('work_authorizations as w')
        .innerJoin('proposals', 'proposals.id', 'w.proposal_id')
        .select((eb) => ['proposals.account_location_id', eb.fn.max('w.id').as('latest')])
        .where('proposals.sales_rep_id', '=', salesRepId)
        .where('w.status_id', 'in', SIGNABLE)
        .where(inWaScope(reach))
        .groupBy('proposals.account_location_id')
        .orderBy('latest', 'desc')
        .limit(max)
        .execute();
      return rows.map((r) => r.account_location_id);
    },
  };
}
