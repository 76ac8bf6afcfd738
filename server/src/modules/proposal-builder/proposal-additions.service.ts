import {
  addRefusal,
  BuilderMessages as M,
  CatalogueStatuses,
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
      const service = await db
        .selectFrom('services')
        .select(['id', 'service_group_id', 'application_description'])
        .where('id', '=', req.ServiceId)
        .executeTakeFirst();
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
        ? await db
            .selectFrom('proposal_item_services as s')
            .innerJoin('services as c', 'c.id', 's.service_id')
            .select(['s.id', 's.service_id', 'c.service_type_id'])
            .where('s.id', '=', req.ProposalItemServiceId)
            .where('s.proposal_option_id', '=', option.id)
            .executeTakeFirst()
        : undefined;
      if (req.ProposalItemServiceId && !owner) throw notFound();
      const lines = owner
        ? await db
            .selectFrom('proposal_item_service_service_items')
            .select('service_item_id')
            .where('proposal_item_service_id', '=', owner.id)
            .orderBy('id')
            .execute()
        : [];
      const itemId = req.ServiceItemId ?? lines[0]?.service_item_id ?? null;
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
      const material = await db
        .selectFrom('materials')
        .select(['id', 'unit_price_cents'])
        .where('id', '=', req.MaterialId)
        .executeTakeFirst();
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
      const rows = await db
        .selectFrom('services')
        .select(['id', 'name', 'service_group_id', 'service_type_id'])
        .where('status_id', '=', CatalogueStatuses.Active)
        .orderBy('service_group_id')
        .orderBy('name')
        .execute();
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
