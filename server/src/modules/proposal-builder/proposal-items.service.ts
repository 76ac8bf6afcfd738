import {
  BuilderMessages as M,
  dollarsToExactCents,
  keptEditedCost,
  materialPrice,
  type AddServiceItemLine,
  type Builder,
  type SaveEditedCost,
  type SaveItemEquipment,
  type SaveProposalItemMaterial,
  type SaveProposalItemService,
  type SaveServiceItemLines,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ValidationError } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files';
import { itemsAtLocation } from '../work-order-services/item-summaries';
import { builderAccess as access, reachProposalToEdit } from './proposal-builder.access';
import { toItemMaterial, toItemService } from './proposal-builder.mapper';
import { priceOf, repriceService } from './proposal-builder.pricing';
import * as repo from './proposal-builder.repo';
import type { BuilderService } from './proposal-builder.service';

const cents = (dollars: number | null | undefined) => (dollars == null ? null : dollarsToExactCents(dollars));
const e2 = (v: number | null | undefined, fallback: number) => (v == null ? fallback : Math.round(v * 100));
/** The edit form's refusal: the spec's message, with the fields at fault. */
const formInvalid = (fields: Record<string, string[]>) => new ValidationError(fields, M.FormInvalid);

type Line = { ServiceItemId: number; ServiceUnits?: number; PricingUnits?: number };
const stored = (l: Line): repo.StoredLine => ({
  service_item_id: l.ServiceItemId,
  service_units_e2: e2(l.ServiceUnits, 100),
  pricing_units_e2: e2(l.PricingUnits, 100),
});

/** The edit form of a service or material, and the finer saves the builder makes on one service. */
export function proposalItemsService(db: Db, files: FilesService, builder: BuilderService) {
  async function checkedLines(locationId: number, lines: readonly Line[]) {
    const ids = lines.map((l) => l.ServiceItemId);
    const at = await itemsAtLocation(db, locationId, ids);
    if (at.size !== new Set(ids).size || ids.length !== new Set(ids).size)
      throw formInvalid({ ServiceItems: [M.ItemNotAtLocation] });
    return lines.map(stored);
  }

  async function replaceEquipment(trx: Db, id: number, none: boolean, equipmentIds: readonly number[]) {
    const kept = none ? [] : [...new Set(equipmentIds)];
    const rates = await repo.equipmentRates(trx, kept);
    if (rates.length !== kept.length) throw formInvalid({ EquipmentIds: [M.FormInvalid] });
    await repo.replaceServiceEquipment(trx, id, kept);
    return rates.reduce((a, r) => a + r.daily_rate_cents, 0);
  }

  async function ownService(auth: AuthContext, proposalId: number, id: number) {
    const found = await builder.editableService(auth, id);
    if (found.s.proposal_id !== proposalId) throw notFound();
    return found;
  }

  return {
    /** The edit form: every field at once, refused whole with the form's message, 409 when stale. */
    async saveService(auth: AuthContext, proposalId: number, req: SaveProposalItemService): Promise<Builder> {
      requireClaim(auth, access.edit);
      const { s, proposal } = await ownService(auth, proposalId, req.Id);
      const lines = req.ServiceItems
        ? await checkedLines(proposal.account_location_id, req.ServiceItems)
        : s.items.map((i) => ({
            service_item_id: i.service_item_id,
            service_units_e2: i.service_units_e2,
            pricing_units_e2: i.pricing_units_e2,
          }));
      const known = await repo.serviceVisitIds(db, s.service_id);
      const visits =
        req.Visits ??
        s.visits.map((v) => ({
          ServiceVisitId: v.service_visit_id,
          IncludeInProgram: v.include_in_program === 1,
          IncludeThisYear: v.include_this_year === 1,
        }));
      if (visits.some((v) => !known.has(v.ServiceVisitId))) throw formInvalid({ Visits: [M.FormInvalid] });
      const edited = cents(req.EditedCost);
      if (edited !== null && edited < 0) throw formInvalid({ EditedCost: [M.FormInvalid] });
      const price = await priceOf(
        db,
        s.service_id,
        lines.map((l) => ({ serviceItemId: l.service_item_id, pricingUnitsE2: l.pricing_units_e2 })),
        visits.filter((v) => v.IncludeThisYear).length,
        req.Quantity,
      );
      const saved = await db.transaction().execute(async (trx) => {
        const equipmentCents = await replaceEquipment(
          trx,
          s.id,
          req.RequiresNoEquipment,
          req.EquipmentIds ?? s.equipment.map((e) => e.equipment_type_id),
        );
        const ok = await saveIfCurrent(trx, 'proposal_item_services', s.id, req.Version, {
          quantity: req.Quantity,
          crew: req.Crew ?? null,
          description: req.Description ?? null,
          estimated_hours_e2: req.EstimatedHours == null ? null : Math.round(req.EstimatedHours * 100),
          requires_no_equipment: req.RequiresNoEquipment ? 1 : 0,
          equipment_subtotal_cents: equipmentCents,
          total_cost_cents: price.TotalCents,
          per_visit_cost_cents: price.PerVisitCents,
          edited_cost_cents: keptEditedCost(edited, price.TotalCents),
        });
        if (!ok) return false;
        await repo.replaceServiceLines(trx, s.id, lines);
        await repo.replaceServiceVisits(
          trx,
          s.id,
          visits.map((v) => ({
            serviceVisitId: v.ServiceVisitId,
            includeInProgram: v.IncludeInProgram,
            includeThisYear: v.IncludeThisYear,
          })),
        );
        if (req.ChemicalIds) await repo.replaceServiceChemicals(trx, s.id, [...new Set(req.ChemicalIds)]);
        return true;
      });
      if (!saved) {
        const [current] = await repo.itemServices(db, { id: s.id });
        throw conflict(toItemService(current!, files));
      }
      return builder.builder(auth, proposalId);
    },

    async saveMaterial(
      auth: AuthContext,
      proposalId: number,
      req: SaveProposalItemMaterial,
    ): Promise<Builder> {
      requireClaim(auth, access.edit);
      const proposal = await reachProposalToEdit(db, auth, proposalId);
      const [m] = await repo.itemMaterials(db, { id: req.Id });
      if (!m || m.proposal_id !== proposalId) throw notFound();
      const unit = cents(req.UnitPrice)!;
      const edited = cents(req.EditedCost);
      const problems: Record<string, string[]> = {};
      if (unit < 0) problems.UnitPrice = [M.FormInvalid];
      if (edited !== null && edited < 0) problems.EditedCost = [M.FormInvalid];
      if (
        req.ServiceItemId &&
        !(await itemsAtLocation(db, proposal.account_location_id, [req.ServiceItemId])).size
      )
        problems.ServiceItemId = [M.ItemNotAtLocation];
      if (Object.keys(problems).length) throw formInvalid(problems);
      const quantity = Math.round(req.Quantity * 100);
      const ok = await saveIfCurrent(db, 'proposal_item_materials', m.id, req.Version, {
        quantity_e2: quantity,
        unit_price_cents: unit,
        edited_cost_cents: keptEditedCost(
          edited,
          materialPrice({ QuantityE2: quantity, UnitPriceCents: unit }),
        ),
        description: req.Description ?? null,
        show_pricing: req.ShowPricing ? 1 : 0,
        service_item_id: req.ServiceItemId ?? null,
        proposal_item_service_id: req.ProposalItemServiceId ?? m.proposal_item_service_id,
      });
      if (!ok) {
        const [current] = await repo.itemMaterials(db, { id: m.id });
        throw conflict(toItemMaterial(current!, files));
      }
      return builder.builder(auth, proposalId);
    },

    async saveEditedCost(auth: AuthContext, req: SaveEditedCost): Promise<Builder> {
      requireClaim(auth, access.edit);
      const { s } = await builder.editableService(auth, req.ProposalItemServiceId);
      const edited = cents(req.EditedCost);
      if (edited !== null && edited < 0) throw formInvalid({ EditedCost: [M.FormInvalid] });
      await repo.setEditedCost(db, s.id, keptEditedCost(edited, s.total_cost_cents));
      return builder.builder(auth, s.proposal_id);
    },

    async addLine(auth: AuthContext, req: AddServiceItemLine): Promise<Builder> {
      requireClaim(auth, access.edit);
      const { s, proposal } = await builder.editableService(auth, req.ProposalItemServiceId);
      const current = s.items.map((i) => ({
        ServiceItemId: i.service_item_id,
        ServiceUnits: i.service_units_e2 / 100,
        PricingUnits: i.pricing_units_e2 / 100,
      }));
      const lines = await checkedLines(proposal.account_location_id, [...current, req]);
      await db.transaction().execute(async (trx) => {
        await repo.replaceServiceLines(trx, s.id, lines);
        await repriceService(trx, s.id);
      });
      return builder.builder(auth, s.proposal_id);
    },

    async saveLines(auth: AuthContext, proposalId: number, req: SaveServiceItemLines): Promise<Builder> {
      requireClaim(auth, access.edit);
      const { s, proposal } = await ownService(auth, proposalId, req.ProposalItemServiceId);
      const lines = await checkedLines(proposal.account_location_id, req.ServiceItems);
      await db.transaction().execute(async (trx) => {
        await repo.replaceServiceLines(trx, s.id, lines);
        await repriceService(trx, s.id);
      });
      return builder.builder(auth, proposalId);
    },

    async saveEquipment(auth: AuthContext, proposalId: number, req: SaveItemEquipment): Promise<Builder> {
      requireClaim(auth, access.edit);
      const { s } = await ownService(auth, proposalId, req.ProposalItemServiceId);
      await db.transaction().execute(async (trx) => {
        const subtotal = await replaceEquipment(trx, s.id, req.RequiresNoEquipment, req.EquipmentIds);
        await repo.setServiceEquipmentFlags(trx, s.id, req.RequiresNoEquipment, subtotal);
      });
      return builder.builder(auth, proposalId);
    },
  };
}
export type ProposalItemsService = ReturnType<typeof proposalItemsService>;
