import {
  toScaled,
  WORK_ORDER_CHEMICAL_PAGE_SIZE,
  WorkOrderChemicalMessages as M,
  type NewWorkOrderChemical,
  type SaveWorkOrderChemical,
  type StateProfile,
  type WorkOrderChemical,
  type WorkOrderChemicalSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { inTransaction } from '../../platform/db/transaction';
import { nowIso, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { workOrderChemicalAccess as access } from './work-order-chemicals.access';
import { toProfile, toWorkOrderChemical } from './work-order-chemicals.mapper';
import { workOrderChemicalsRepo, type LineRow } from './work-order-chemicals.repo';

const hundredths = (v: number | null | undefined) => (v == null ? null : toScaled(v, 2));

type LineFields = Omit<NewWorkOrderChemical, 'WorkOrderServiceId'>;

/** The chemicals applied on work order services (work-orders.md §3, §5). */
export function workOrderChemicalsService(db: Db) {
  const repo = workOrderChemicalsRepo(db);

  /** The profile of the state the work order's location is in, if that state has one. */
  async function profileOfWorkOrder(workOrderId: number): Promise<StateProfile | null> {
    const site = await repo.site(workOrderId);
    const row = site.state ? await repo.profileOf(site.state) : undefined;
    return row ? toProfile(row) : null;
  }

  async function mapped(rows: LineRow[], profile?: StateProfile | null): Promise<WorkOrderChemical[]> {
    if (!rows.length) return [];
    const records = await repo.recordsOf(rows.map((r) => r.id));
    const p = profile === undefined ? await profileOfWorkOrder(rows[0]!.work_order_id) : profile;
    return rows.map((r) => toWorkOrderChemical(r, records, p));
  }

  async function one(id: number): Promise<WorkOrderChemical> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return (await mapped([row]))[0]!;
  }

  /** The stored line and its work order, if the caller reaches the work order. */
  async function load(auth: AuthContext, id: number) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return { row, wo: await reachWorkOrder(db, auth, row.work_order_id) };
  }

  /** The §5 messages for the line as it would be stored, and references that do not exist. */
  async function problems(line: LineFields): Promise<string[]> {
    const out: string[] = [];
    if (!line.ChemicalId) out.push(M.ChemicalRequired);
    else if (!(await repo.exists('chemicals', line.ChemicalId))) out.push(M.UnknownChemical);
    if (!line.CarrierId) out.push(M.CarrierRequired);
    else if (!(await repo.exists('chemical_carriers', line.CarrierId))) out.push(M.UnknownCarrier);
    if (!line.UnitId) out.push(M.UnitRequired);
    else if (!(await repo.exists('chemical_units', line.UnitId))) out.push(M.UnknownUnit);
    if (line.ActualGallonsUsed == null) out.push(M.GallonsRequired);
    return out;
  }

  const columns = (line: LineFields) => ({
    chemical_id: line.ChemicalId!,
    carrier_id: line.CarrierId!,
    unit_id: line.UnitId!,
    actual_gallons_hundredths: hundredths(line.ActualGallonsUsed)!,
    mix_rate_hundredths: hundredths(line.MixRate),
  });

  return {
    one,
    mapped,
    profileOfWorkOrder,

    async search(auth: AuthContext, req: WorkOrderChemicalSearch) {
      requireClaim(auth, access.view);
      const service = await db
        .selectFrom('work_order_services')
        .select('work_order_id')
        .where('id', '=', req.WorkOrderServiceId)
        .executeTakeFirst();
      if (!service) throw notFound();
      await reachWorkOrder(db, auth, service.work_order_id);
      const page = pageOf(req, WORK_ORDER_CHEMICAL_PAGE_SIZE);
      const { rows, total } = await repo.search(req.WorkOrderServiceId, page);
      return { rows: await mapped(rows), total };
    },

    async add(auth: AuthContext, req: NewWorkOrderChemical): Promise<WorkOrderChemical> {
      requireClaim(auth, access.edit);
      const service = await db
        .selectFrom('work_order_services')
        .select(['work_order_id', 'archived'])
        .where('id', '=', req.WorkOrderServiceId)
        .executeTakeFirst();
      if (!service) throw notFound();
      await reachWorkOrder(db, auth, service.work_order_id);
      const found = await problems(req);
      if (found.length) throw new ValidationError({ Service: found });
      const id = await inTransaction(db, (trx) =>
        workOrderChemicalsRepo(trx).insert({
          work_order_service_id: req.WorkOrderServiceId,
          ...columns(req),
          created_at: nowIso(),
        }),
      );
      return one(id);
    },

    async save(auth: AuthContext, req: SaveWorkOrderChemical): Promise<WorkOrderChemical> {
      requireClaim(auth, access.edit);
      const { row } = await load(auth, req.Id);
      if (row.archived) throw ruleFailed(M.ArchivedLine);
      // Fields left out keep what is stored; the four required ones must still be there.
      const keep = <T>(sent: T | undefined, stored: T) => (sent === undefined ? stored : sent);
      const line: LineFields = {
        ChemicalId: keep(req.ChemicalId, row.chemical_id),
        CarrierId: keep(req.CarrierId, row.carrier_id),
        UnitId: keep(req.UnitId, row.unit_id),
        ActualGallonsUsed: keep(req.ActualGallonsUsed, Number(row.actual_gallons_hundredths) / 100),
        MixRate: keep(
          req.MixRate,
          row.mix_rate_hundredths == null ? null : Number(row.mix_rate_hundredths) / 100,
        ),
      };
      const found = await problems(line);
      if (found.length) throw new ValidationError({ Service: found });
      const saved = await inTransaction(db, (trx) =>
        saveIfCurrent(trx, 'work_order_service_chemicals', req.Id, req.Version, columns(line)),
      );
      if (!saved) throw conflict(await one(req.Id));
      return one(req.Id);
    },

    async toggleArchived(auth: AuthContext, id: number): Promise<WorkOrderChemical> {
      requireClaim(auth, access.edit);
      await load(auth, id);
      await repo.toggleArchived(id);
      return one(id);
    },

    /** Archives the line (a device's delete); one already archived is answered as it is. */
    async archive(auth: AuthContext, id: number): Promise<WorkOrderChemical> {
      requireClaim(auth, access.edit);
      await load(auth, id);
      if (!(await one(id)).Archived) await repo.toggleArchived(id);
      return one(id);
    },
  };
}
export type WorkOrderChemicalsService = ReturnType<typeof workOrderChemicalsService>;
