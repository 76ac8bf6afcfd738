import {
  addRefusal,
  BuilderMessages as M,
  centsToDollars,
  nextGroupName,
  takesMaterials,
  type Builder,
  type PricingTableRate,
  type ProposalData,
  type ProposalItemService,
  type ProposalServiceItem,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import { notFound, ruleFailed } from '../../platform/errors';
import { itemsAtLocation } from '../work-order-services/item-summaries';
import { builderAccess as access, reachProposal, reachProposalToEdit } from './proposal-builder.access';
import { toBuilder, toItemService, type Promotion } from './proposal-builder.mapper';
import { priceOf, pricedService, repriceService } from './proposal-builder.pricing';
import * as repo from './proposal-builder.repo';

/** The builder of a proposal: reading it whole, adding services and materials, removing them. */
export function builderService(db: Db, files: FilesService) {
  async function promotionsOf(proposalId: number): Promise<Promotion[]> {
    const rows = await repo.promotionsOf(db, proposalId);
    return rows.map((r) => ({ name: r.name, discountE2: r.discount_e2 }));
  }

  async function builder(auth: AuthContext, proposalId: number): Promise<Builder> {
    const { row, editable } = await reachProposal(db, auth, proposalId);
    const h = await repo.readHierarchy(db, proposalId);
    return toBuilder(row, editable, h, await promotionsOf(proposalId), files);
  }

  /** A service of this proposal, which the caller may change. */
  async function editableService(auth: AuthContext, id: number) {
    const [s] = await repo.itemServices(db, { id });
    if (!s) throw notFound();
    const proposal = await reachProposalToEdit(db, auth, s.proposal_id);
    return { s, proposal };
  }

  return {
    builder,
    editableService,

    async get(auth: AuthContext, proposalId: number): Promise<Builder> {
      requireClaim(auth, access.view);
      return builder(auth, proposalId);
    },

    /** Whether the proposal has anything in its builder yet (the add page goes on to the builder). */
    async exists(auth: AuthContext, proposalId: number): Promise<boolean> {
      requireClaim(auth, access.view);
      await reachProposal(db, auth, proposalId);
      return repo.hasGroups(db, proposalId);
    },

    async itemService(auth: AuthContext, id: number): Promise<ProposalItemService> {
      requireClaim(auth, access.view);
      const [s] = await repo.itemServices(db, { id });
      if (!s) throw notFound();
      await reachProposal(db, auth, s.proposal_id);
      return toItemService(s, files);
    },

    /** The catalogue's price of the service now, for its current lines and visits. */
    async pricingRate(auth: AuthContext, id: number): Promise<PricingTableRate> {
      requireClaim(auth, access.view);
      const [s] = await repo.itemServices(db, { id });
      if (!s) throw notFound();
      await reachProposal(db, auth, s.proposal_id);
      const catalogue = await pricedService(db, s.service_id);
      const price = await priceOf(
        db,
        s.service_id,
        s.items.map((i) => ({ serviceItemId: i.service_item_id, pricingUnitsE2: i.pricing_units_e2 })),
        s.visits.filter((v) => v.include_this_year === 1).length,
        s.quantity,
      );
      return {
        ProposalItemServiceId: s.id,
        PricingOptionId: catalogue.PricingOptionId,
        PricingTypeId: catalogue.Table?.PricingTypeId ?? null,
        PerVisitCost: price.PerVisitCents === null ? null : centsToDollars(price.PerVisitCents),
        TotalCost: price.TotalCents === null ? null : centsToDollars(price.TotalCents),
      };
    },

    async serviceItems(auth: AuthContext, proposalId: number): Promise<ProposalServiceItem[]> {
      requireClaim(auth, access.view);
      await reachProposal(db, auth, proposalId);
      const services = await repo.itemServices(db, { proposalId });
      const byItem = new Map<number, ProposalServiceItem>();
      for (const s of services)
        for (const i of s.items) {
          const seen = byItem.get(i.service_item_id) ?? {
            ServiceItemId: i.service_item_id,
            Name: [i.type_name ?? i.other_name ?? '', i.size_name].filter(Boolean).join(' — '),
            SizeId: i.size_id,
            ProposalItemServiceIds: [],
          };
          seen.ProposalItemServiceIds.push(s.id);
          byItem.set(i.service_item_id, seen);
        }
      return [...byItem.values()];
    },

    /** POST ProposalData: a service (with its visits, chemicals and items) and/or a material, in a new group. */
    async add(auth: AuthContext, req: ProposalData): Promise<Builder> {
      requireClaim(auth, access.edit);
      const proposal = await reachProposalToEdit(db, auth, req.ProposalId);
      const refusal = addRefusal(req, await repo.serviceCount(db, proposal.id));
      if (refusal) throw ruleFailed(refusal);
      const groupId = req.ServiceGroupId!;
      const itemIds = [...new Set(req.ServiceItemIds ?? [])];
      const at = await itemsAtLocation(db, proposal.account_location_id, itemIds);
      if (at.size !== itemIds.length) throw ruleFailed(M.ItemNotAtLocation);
      const service = req.ServiceId ? await repo.serviceById(db, req.ServiceId) : undefined;
      if (req.ServiceId && (!service || service.service_group_id !== groupId))
        throw ruleFailed(M.SelectService);
      const material = req.MaterialId ? await repo.materialById(db, req.MaterialId) : undefined;
      if (req.MaterialId && !material) throw notFound();
      const withMaterial = material && (!service || takesMaterials(service.service_type_id));
      const parts = service ? await repo.catalogueParts(db, service.id) : { visitIds: [], chemicalIds: [] };
      const lines = itemIds.map((id) => ({ serviceItemId: id, pricingUnitsE2: repo.ONE_UNIT }));
      const price = service
        ? await priceOf(db, service.id, lines, parts.visitIds.length, req.Quantity ?? 1)
        : null;

      await db.transaction().execute(async (trx) => {
        const sgRow = await repo.serviceGroupRow(trx, proposal.id, groupId);
        const name = nextGroupName(await repo.groupNames(trx, proposal.id));
        const { optionId } = await repo.newOptionInGroup(
          trx,
          proposal.id,
          sgRow,
          name,
          service?.separate_work_order_required === 1,
        );
        const serviceRowId = service
          ? await repo.insertService(trx, {
              proposalId: proposal.id,
              optionId,
              serviceGroupRowId: sgRow,
              serviceId: service.id,
              quantity: req.Quantity ?? 1,
              description: service.application_description,
              totalCents: price?.TotalCents ?? null,
              perVisitCents: price?.PerVisitCents ?? null,
              serviceItemIds: itemIds,
              ...parts,
            })
          : null;
        if (withMaterial && material)
          await repo.insertMaterial(trx, {
            proposalId: proposal.id,
            optionId,
            serviceGroupRowId: sgRow,
            materialId: material.id,
            proposalItemServiceId: serviceRowId,
            serviceItemId: itemIds[0] ?? null,
            quantityE2: Math.round((req.MaterialQuantity ?? 1) * 100),
            unitPriceCents: material.unit_price_cents,
          });
      });
      return builder(auth, proposal.id);
    },

    /** DELETE proposals/{target}/{proposalId}?id=: one row of the builder; emptied shells go with it. */
    async remove(
      auth: AuthContext,
      target: repo.RemoveTarget,
      proposalId: number,
      id: number,
    ): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      const removed = await db.transaction().execute(async (trx) => {
        const r = await repo.removeTarget(trx, target, proposalId, id);
        if (r && typeof r === 'number') await repriceService(trx, r);
        await repo.pruneEmpty(trx, proposalId);
        return r;
      });
      if (!removed) throw notFound();
      return builder(auth, proposalId);
    },
  };
}
export type BuilderService = ReturnType<typeof builderService>;
