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

/** How the builder's groups are shaped: options grouped as one choice and split again, names, order. */
export function proposalGroupsService(db: Db, builder: BuilderService) {
  return {
    /** The chosen options become the options of one option group (the first chosen one's). */
    async group(auth: AuthContext, req: GroupOptions): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, req.ProposalId);
      const chosen = [...new Set(req.ProposalOptionIds)];
      const found = await repo.optionsOf(db, req.ProposalId, chosen);
      if (found.length !== chosen.length) throw notFound();
      const refusal = groupRefusal(found.map((o) => o.proposal_service_group_id));
      if (refusal) throw ruleFailed(refusal);
      const byId = new Map(found.map((o) => [o.id, o]));
      const target = byId.get(chosen[0]!)!.proposal_option_group_id;
      const moved = chosen.slice(1).filter((id) => byId.get(id)!.proposal_option_group_id !== target);
      await db.transaction().execute(async (trx) => {
        await repo.moveOptions(trx, target, moved);
        await repo.pruneEmpty(trx, req.ProposalId);
      });
      return builder.builder(auth, req.ProposalId);
    },

    /** Every option of the option group but the first goes back to a group of its own, named 'Group N'. */
    async ungroup(auth: AuthContext, proposalId: number, optionGroupId: number): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      const og = await repo.optionGroupOf(db, proposalId, optionGroupId);
      if (!og) throw notFound();
      await db
        .transaction()
        .execute((trx) =>
          repo.splitOptionGroup(trx, proposalId, og, async () =>
            nextGroupName(await repo.groupNames(trx, proposalId)),
          ),
        );
      return builder.builder(auth, proposalId);
    },

    /** Names and separate-work-order flags of the proposal's groups; ids of other proposals are refused. */
    async saveGroups(auth: AuthContext, proposalId: number, req: SaveGroups): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      // The last of a repeated id wins, as a row-at-a-time save would have left it.
      const rows = [...new Map(req.map((g) => [g.Id, g])).values()];
      await db.transaction().execute(async (trx) => {
        const n = await repo.renameGroups(
          trx,
          proposalId,
          rows.map((g) => ({ id: g.Id, name: g.Name.trim(), separate: g.SeparateWorkOrderGroup })),
        );
        // A group of another proposal is not this caller's to see: nothing is saved.
        if (n !== rows.length) throw notFound();
      });
      return builder.builder(auth, proposalId);
    },

    async showPricing(auth: AuthContext, proposalId: number, req: SaveShowPricing): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      if ((await repo.setShowPricing(db, proposalId, req.ProposalGroupId, req.ShowPricing)) !== 1)
        throw notFound();
      return builder.builder(auth, proposalId);
    },

    async serviceGroupOrder(
      auth: AuthContext,
      proposalId: number,
      req: SaveServiceGroupOrder,
    ): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      const rows = [...new Map(req.map((sg) => [sg.Id, sg.ProposalSortOrder])).entries()];
      await db.transaction().execute(async (trx) => {
        const n = await repo.orderServiceGroups(
          trx,
          proposalId,
          rows.map(([id, sortOrder]) => ({ id, sortOrder })),
        );
        if (n !== rows.length) throw notFound();
      });
      return builder.builder(auth, proposalId);
    },
  };
}
export type ProposalGroupsService = ReturnType<typeof proposalGroupsService>;
