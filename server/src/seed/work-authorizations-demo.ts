import { sql } from 'kysely';
import {
  ApprovalByTypes,
  ProposalStatuses,
  WorkAuthorizationServiceStatuses as SS,
  WorkAuthorizationStatuses as S,
} from '@canopy/shared';
import type { Db } from '../platform/db';
import { generateWorkOrders } from '../modules/work-authorizations/work-authorization-orders';
import { createWorkAuthorization, readLines } from '../modules/work-authorizations/work-authorizations.lines';
import { builderCatalogue, seedProposalBuilderDemo } from './proposal-builder-demo';

// One confirmed proposal with its work authorization in each status, for the first demo arborist's
// branch, made a month back so the proposals list's opening week is unchanged. The Sent To Client one
// is the customer page's: every line pending, ready to sign. The authorizations the office has
// decided carry the approvals and stamps their status implies; the Confirmed one has its work orders.
const STATUSES = [
  S.Created,
  S.SentToClient,
  S.ReceivedFromClient,
  S.Confirmed,
  S.OnHold,
  S.Cancelled,
  S.Printed,
  S.NotApproved,
];

export async function seedWorkAuthorizationsDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const catalogue = await builderCatalogue(trx);
    if (!catalogue) return;
    const locations = await trx
      .selectFrom('account_locations')
      .select(['id', 'account_id'])
      .where('branch_id', '=', 1)
      .orderBy('id')
      .limit(8)
      .execute();
    if (!locations.length) return;
    const at = new Date(Date.now() - 30 * 86_400_000).toISOString();
    for (const [i, status] of STATUSES.entries()) {
      const loc = locations[i % locations.length]!;
      const { id: proposalId } = await trx
        .insertInto('proposals')
        .values({
          status_id: ProposalStatuses.Confirmed,
          sales_rep_id: 6,
          created_by_id: 6,
          account_id: loc.account_id,
          account_location_id: loc.id,
          branch_id: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('proposals')
        .set({ proposal_number: proposalId })
        .where('id', '=', proposalId)
        .execute();
      await seedProposalBuilderDemo(trx, catalogue, { id: proposalId, locationId: loc.id });
      const id = await createWorkAuthorization(trx, proposalId, at);
      const decided = [S.ReceivedFromClient, S.Confirmed, S.NotApproved].includes(status as 3 | 4 | 8);
      if (decided) {
        const approve = status !== S.NotApproved;
        await trx
          .updateTable('work_authorization_services')
          .set({ approve_status_id: approve ? SS.Approved : SS.NotApproved })
          .where('work_authorization_id', '=', id)
          .execute();
        await trx
          .updateTable('work_authorization_visits')
          .set({ approved: approve ? 1 : 0 })
          .where('work_authorization_id', '=', id)
          .execute();
        await trx
          .updateTable('work_authorization_materials')
          .set({ approve_status_id: approve ? SS.Approved : SS.NotApproved })
          .where('work_authorization_id', '=', id)
          .execute();
      }
      await trx
        .updateTable('work_authorizations')
        .set({
          status_id: status,
          approval_status_id: decided ? (status === S.NotApproved ? 2 : 1) : 0,
          date_approved: decided ? at : null,
          approved_by_type_id: !decided
            ? null
            : status === S.ReceivedFromClient
              ? ApprovalByTypes.Customer
              : ApprovalByTypes.SalesRep,
          approved_sales_rep_id: decided && status !== S.ReceivedFromClient ? 6 : null,
        })
        .where('id', '=', id)
        .execute();
      if (status === S.Confirmed) {
        const lines = await readLines(trx, id, proposalId, false);
        await generateWorkOrders(
          trx,
          id,
          { accountId: loc.account_id, locationId: loc.id, branchId: 1, salesRepId: 6 },
          lines,
          at,
        );
      }
    }
  });
}

/**
 * Grows the work authorization list for benchmarks: one for every Confirmed proposal that has none,
 * statuses spread over all eight, in one statement.
 */
export async function growWorkAuthorizations(db: Db): Promise<void> {
  await db
    .insertInto('work_authorizations')
    .columns(['proposal_id', 'type_id', 'status_id', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('proposals as p')
        .select((x) => [
          'p.id',
          x.lit(1).as('type_id'),
          sql<number>`(p.id % 8) + 1`.as('status_id'),
          'p.created_at',
          'p.updated_at',
        ])
        .where('p.status_id', '=', ProposalStatuses.Confirmed)
        .where((x) =>
          x.not(
            x.exists(
              x.selectFrom('work_authorizations as w').select('w.id').whereRef('w.proposal_id', '=', 'p.id'),
            ),
          ),
        ),
    )
    .execute();
}
