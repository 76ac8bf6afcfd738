import {
  groupRefusal,
  nextGroupName,
  type Builder,
  type GroupOptions,
  type SaveGroups,
  type SaveServiceGroupOrder,
  type SaveShowPricing,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound, ruleFailed } from '../../platform/errors';
import { builderAccess as access, reachProposalToEdit } from './proposal-builder.access';
import * as repo from './proposal-builder.repo';
import type { BuilderService } from './proposal-builder.service';

/** The options of the proposal among `ids`, each with its option group, group and service group. */
async function optionsOf(db: Db, proposalId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('proposal_options as o')
    .innerJoin('proposal_option_groups as og', 'og.id', 'o.proposal_option_group_id')
    .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
    .select(['o.id', 'o.proposal_option_group_id', 'g.id as group_id', 'g.proposal_service_group_id'])
    .where('g.proposal_id', '=', proposalId)
    .where('o.id', 'in', [...ids])
    .execute();
}

/** How the builder's groups are shaped: options grouped as one choice and split again, names, order. */
export function proposalGroupsService(db: Db, builder: BuilderService) {
  return {
    /** The chosen options become the options of one option group (the first chosen one's). */
    async group(auth: AuthContext, req: GroupOptions): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, req.ProposalId);
      const chosen = [...new Set(req.ProposalOptionIds)];
      const found = await optionsOf(db, req.ProposalId, chosen);
      if (found.length !== chosen.length) throw notFound();
      const refusal = groupRefusal(found.map((o) => o.proposal_service_group_id));
      if (refusal) throw ruleFailed(refusal);
      const byId = new Map(found.map((o) => [o.id, o]));
      const target = byId.get(chosen[0]!)!.proposal_option_group_id;
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('proposal_options')
          .select((eb) => eb.fn.max('sort_order').as('m'))
          .where('proposal_option_group_id', '=', target)
          .executeTakeFirst();
        let order = Number(existing?.m ?? 0);
        for (const id of chosen.slice(1)) {
          if (byId.get(id)!.proposal_option_group_id === target) continue;
          order += 1;
          await trx
            .updateTable('proposal_options')
            .set({ proposal_option_group_id: target, sort_order: order })
            .where('id', '=', id)
            .execute();
        }
        await repo.pruneEmpty(trx, req.ProposalId);
      });
      return builder.builder(auth, req.ProposalId);
    },

    /** Every option of the option group but the first goes back to a group of its own, named 'Group N'. */
    async ungroup(auth: AuthContext, proposalId: number, optionGroupId: number): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      const og = await db
        .selectFrom('proposal_option_groups as og')
        .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
        .select(['og.id', 'g.proposal_service_group_id'])
        .where('og.id', '=', optionGroupId)
        .where('g.proposal_id', '=', proposalId)
        .executeTakeFirst();
      if (!og) throw notFound();
      await db.transaction().execute(async (trx) => {
        const options = await trx
          .selectFrom('proposal_options')
          .select('id')
          .where('proposal_option_group_id', '=', og.id)
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
        for (const o of options.slice(1)) {
          const name = nextGroupName(await repo.groupNames(trx, proposalId));
          const made = await repo.newOptionInGroup(
            trx,
            proposalId,
            og.proposal_service_group_id,
            name,
            false,
          );
          // The new group's empty option is replaced by the moved one.
          await trx.deleteFrom('proposal_options').where('id', '=', made.optionId).execute();
          await trx
            .updateTable('proposal_options')
            .set({ proposal_option_group_id: made.optionGroupId, sort_order: 0 })
            .where('id', '=', o.id)
            .execute();
        }
      });
      return builder.builder(auth, proposalId);
    },

    /** Names and separate-work-order flags of the proposal's groups; ids of other proposals are refused. */
    async saveGroups(auth: AuthContext, proposalId: number, req: SaveGroups): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      await db.transaction().execute(async (trx) => {
        for (const g of req) {
          const r = await trx
            .updateTable('proposal_groups')
            .set({ name: g.Name.trim(), separate_work_order_group: g.SeparateWorkOrderGroup ? 1 : 0 })
            .where('id', '=', g.Id)
            .where('proposal_id', '=', proposalId)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw notFound();
        }
      });
      return builder.builder(auth, proposalId);
    },

    async showPricing(auth: AuthContext, proposalId: number, req: SaveShowPricing): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      const r = await db
        .updateTable('proposal_groups')
        .set({ show_pricing: req.ShowPricing ? 1 : 0 })
        .where('id', '=', req.ProposalGroupId)
        .where('proposal_id', '=', proposalId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw notFound();
      return builder.builder(auth, proposalId);
    },

    async serviceGroupOrder(
      auth: AuthContext,
      proposalId: number,
      req: SaveServiceGroupOrder,
    ): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      await db.transaction().execute(async (trx) => {
        for (const sg of req) {
          const r = await trx
            .updateTable('proposal_service_groups')
            .set({ proposal_sort_order: sg.ProposalSortOrder })
            .where('id', '=', sg.Id)
            .where('proposal_id', '=', proposalId)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw notFound();
        }
      });
      return builder.builder(auth, proposalId);
    },
  };
}
export type ProposalGroupsService = ReturnType<typeof proposalGroupsService>;
