import {
  addRefusal,
  BuilderMessages as M,
  takesMaterials,
  type AddProposalItemMaterial,
  type AddProposalItemService,
  type BasicService,
  type Builder,
  type SaveProposalEquipment,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound, ruleFailed } from '../../platform/errors';
import { itemsAtLocation } from '../work-order-services/item-summaries';
import { builderAccess as access, reachProposalToEdit } from './proposal-builder.access';
import { priceOf } from './proposal-builder.pricing';
import * as repo from './proposal-builder.repo';
import type { BuilderService } from './proposal-builder.service';

/**
 * Additions to what the builder already shows: a service or a material in an existing option (the
 * add dialog's ProposalData makes a new group instead), and the proposal's own crew and equipment.
 * The same §5 rules as the add dialog, in the same order and words.
 */
export function proposalAdditionsService(db: Db, builder: BuilderService) {
  async function optionOf(proposalId: number, optionId: number) {
    const o = await repo.optionWithServiceGroup(db, proposalId, optionId);
    if (!o) throw notFound();
    return o;
  }
  async function atLocation(locationId: number, ids: readonly number[]) {
    const at = await itemsAtLocation(db, locationId, [...ids]);
    if (at.size !== ids.length) throw ruleFailed(M.ItemNotAtLocation);
  }

  return {
    /** POST ProposalItemService: one more service in an option, priced from the catalogue. */
    async addService(auth: AuthContext, req: AddProposalItemService): Promise<Builder> {
      requireClaim(auth, access.edit);
      const proposal = await reachProposalToEdit(db, auth, req.ProposalId);
      const option = await optionOf(proposal.id, req.ProposalOptionId);
      const itemIds = [...new Set(req.ServiceItemIds ?? [])];
      const refusal = addRefusal(
        { ServiceId: req.ServiceId, ServiceGroupId: option.service_group_id, ServiceItemIds: itemIds },
        await repo.serviceCount(db, proposal.id),
      );
      if (refusal) throw ruleFailed(refusal);
      const service = await repo.serviceById(db, req.ServiceId);
      if (!service) throw notFound();
      if (service.service_group_id !== option.service_group_id) throw ruleFailed(M.NotThisServiceGroup);
      await atLocation(proposal.account_location_id, itemIds);
      const parts = await repo.catalogueParts(db, service.id);
      const price = await priceOf(
        db,
        service.id,
        itemIds.map((id) => ({ serviceItemId: id, pricingUnitsE2: repo.ONE_UNIT })),
        parts.visitIds.length,
        req.Quantity ?? 1,
      );
      await db.transaction().execute((trx) =>
        repo.insertService(trx, {
          proposalId: proposal.id,
          optionId: option.id,
          serviceGroupRowId: option.service_group_row_id,
          serviceId: service.id,
          quantity: req.Quantity ?? 1,
          description: service.application_description,
          totalCents: price.TotalCents,
          perVisitCents: price.PerVisitCents,
          serviceItemIds: itemIds,
          ...parts,
        }),
      );
      return builder.builder(auth, proposal.id);
    },

    /** POST ProposalItemMaterial: one more material in an option, for one of its services unless Nursery. */
    async addMaterial(auth: AuthContext, req: AddProposalItemMaterial): Promise<Builder> {
      requireClaim(auth, access.edit);
      const proposal = await reachProposalToEdit(db, auth, req.ProposalId);
      const option = await optionOf(proposal.id, req.ProposalOptionId);
      const owner = req.ProposalItemServiceId
        ? await repo.optionServiceWithItems(db, option.id, req.ProposalItemServiceId)
        : undefined;
      if (req.ProposalItemServiceId && !owner) throw notFound();
      const itemId = req.ServiceItemId ?? owner?.serviceItemIds[0] ?? null;
      const refusal = addRefusal(
        {
          MaterialId: req.MaterialId,
          ServiceId: owner?.service_id ?? null,
          ServiceGroupId: option.service_group_id,
          ServiceItemIds: itemId === null ? [] : [itemId],
        },
        await repo.serviceCount(db, proposal.id),
      );
      if (refusal) throw ruleFailed(refusal);
      if (owner && !takesMaterials(owner.service_type_id)) throw ruleFailed(M.MultiTakesNoMaterials);
      if (itemId !== null) await atLocation(proposal.account_location_id, [itemId]);
      const material = await repo.materialById(db, req.MaterialId);
      if (!material) throw notFound();
      await db.transaction().execute((trx) =>
        repo.insertMaterial(trx, {
          proposalId: proposal.id,
          optionId: option.id,
          serviceGroupRowId: option.service_group_row_id,
          materialId: material.id,
          proposalItemServiceId: owner?.id ?? null,
          serviceItemId: itemId,
          quantityE2: Math.round((req.Quantity ?? 1) * 100),
          unitPriceCents: material.unit_price_cents,
        }),
      );
      return builder.builder(auth, proposal.id);
    },

    /** PUT proposals/{id}/crew/{crewId}. */
    async saveCrew(auth: AuthContext, proposalId: number, crew: number): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      await repo.setProposalCrew(db, proposalId, crew);
      return builder.builder(auth, proposalId);
    },

    /** PUT proposals/{id}/Equipment: the list replaces the last; an unknown equipment type saves nothing. */
    async saveEquipment(auth: AuthContext, proposalId: number, req: SaveProposalEquipment): Promise<Builder> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, proposalId);
      const ids = [...new Set(req)];
      if ((await repo.existingEquipmentTypes(db, ids)).length !== ids.length) throw ruleFailed(M.FormInvalid);
      await db.transaction().execute((trx) => repo.replaceProposalEquipment(trx, proposalId, ids));
      return builder.builder(auth, proposalId);
    },

    /** GET services/basic: the active services, by group and name, for the builder's choices. */
    async basicServices(auth: AuthContext): Promise<BasicService[]> {
      requireClaim(auth, access.view);
      const rows = await repo.activeServices(db);
      return rows.map((r) => ({
        Id: r.id,
        Name: r.name,
        ServiceGroupId: r.service_group_id,
        ServiceTypeId: r.service_type_id,
      }));
    },
  };
}
export type ProposalAdditionsService = ReturnType<typeof proposalAdditionsService>;
