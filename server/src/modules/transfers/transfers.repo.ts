import { BranchStatuses, EmployeeStatuses, ResourceTypes } from '@canopy/shared';
import { containsCi, inIds, isPg, nowIso, type Db } from '../../platform/db';
import type { Page } from '../../platform/lists';
import { bookedOn } from '../schedules/schedule-calendar.repo';
import { lentAnywhere } from './transfer-ledger.repo';

export interface TransferFilter {
  statusIds?: number[];
  fromBranchIds?: number[];
  toBranchIds?: number[];
  resourceTypeId?: number | null;
  fromDate?: string | null;
}

export interface NewTransfer {
  from_branch_id: number;
  to_branch_id: number;
  resource_type_id: number;
  job_title_id: number | null;
  equipment_type_id: number | null;
  qty: number;
  requested_by_id: number;
}

/** A lendable person or asset and the branch it can be lent from. */
export interface Lendable {
  id: number;
  name: string;
  branchId: number;
}

const key = (date: string, id: number) => `${date}|${id}`;

export function transfersRepo(db: Db) {
  const joined = () =>
    db
      .selectFrom('transfer_requests as tr')
      .innerJoin('branches as fb', 'fb.id', 'tr.from_branch_id')
      .innerJoin('branches as tb', 'tb.id', 'tr.to_branch_id')
      .innerJoin('employees as rq', 'rq.id', 'tr.requested_by_id')
      .leftJoin('equipment_types as et', 'et.id', 'tr.equipment_type_id');
  const columns = [
    'tr.id',
    'tr.from_branch_id',
    'fb.name as from_branch',
    'tr.to_branch_id',
    'tb.name as to_branch',
    'tr.resource_type_id',
    'tr.job_title_id',
    'tr.equipment_type_id',
    'et.name as equipment_type',
    'tr.qty',
    'tr.status_id',
    'tr.requested_by_id',
    'rq.first_name as rq_first',
    'rq.last_name as rq_last',
    'tr.requested_at',
    'tr.version',
  ] as const;

  const filtered = (page: Page, f: TransferFilter) => {
    let q = joined();
    if (f.statusIds?.length) q = q.where('tr.status_id', 'in', f.statusIds);
    if (f.fromBranchIds?.length) q = q.where(inIds(db, 'tr.from_branch_id', f.fromBranchIds));
    if (f.toBranchIds?.length) q = q.where(inIds(db, 'tr.to_branch_id', f.toBranchIds));
    if (f.resourceTypeId) q = q.where('tr.resource_type_id', '=', f.resourceTypeId);
    const from = f.fromDate;
    if (from)
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('transfer_request_dates as f_td')
            .select('f_td.id')
            .whereRef('f_td.transfer_request_id', '=', 'tr.id')
            .where('f_td.transfer_date', '>=', from),
        ),
      );
    for (const w of page.words)
      q = q.where((eb) =>
        eb.or([
          containsCi('fb.name', w),
          containsCi('tb.name', w),
          containsCi('et.name', w),
          ...(/^\d{1,9}$/.test(w) ? [eb('tr.id', '=', Number(w))] : []),
        ]),
      );
    return q;
  };

  return {
    async search(page: Page, f: TransferFilter) {
      const [rows, total] = await Promise.all([
        filtered(page, f)
          .select(columns)
          .orderBy('tr.id', 'desc')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(page, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    byId(id: number) {
      return joined().select(columns).where('tr.id', '=', id).executeTakeFirst();
    },

    /** Dates, lent crew and lent equipment of these requests. */
    async details(ids: number[]) {
      if (!ids.length) return { dates: [], crews: [], equipment: [] };
      const [dates, crews, equipment] = await Promise.all([
        db
          .selectFrom('transfer_request_dates')
          .select(['transfer_request_id', 'transfer_date'])
          .where(inIds(db, 'transfer_request_id', ids))
          .orderBy('transfer_date')
          .execute(),
        db
          .selectFrom('transfer_request_crews as tc')
          .innerJoin('employees as e', 'e.id', 'tc.employee_id')
          .select(['tc.transfer_request_id', 'tc.employee_id', 'e.first_name', 'e.last_name'])
          .where(inIds(db, 'tc.transfer_request_id', ids))
          .orderBy('e.last_name')
          .orderBy('e.first_name')
          .execute(),
        db
          .selectFrom('transfer_request_equipment as te')
          .innerJoin('equipment_resources as r', 'r.id', 'te.equipment_resource_id')
          .select([
            'te.transfer_request_id',
            'te.equipment_resource_id',
            'r.asset_number',
            'te.returned_status',
          ])
          .where(inIds(db, 'te.transfer_request_id', ids))
          .orderBy('r.asset_number')
          .execute(),
      ]);
      return { dates, crews, equipment };
    },

    async insert(t: NewTransfer, dates: string[]) {
      const row = await db
        .insertInto('transfer_requests')
        .values({ ...t, status_id: 1, requested_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('transfer_request_dates')
        .values(dates.map((transfer_date) => ({ transfer_request_id: row.id, transfer_date })))
        .execute();
      return row.id;
    },

    /**
     * Holds the people or assets about to be lent until the transaction ends, so two requests
     * confirmed at once cannot lend the same one: the second waits, then sees the first's loan.
     * SQLite runs one write transaction at a time already.
     */
    async lockResources(resourceTypeId: number, ids: number[]) {
      if (!isPg(db) || !ids.length) return;
      const table = resourceTypeId === ResourceTypes.Crew ? 'employees' : 'equipment_resources';
      await db
        .selectFrom(table)
        .select('id')
        .where(inIds(db, 'id', ids))
        .forUpdate()
        .execute();
    },

    async lend(id: number, resourceTypeId: number, ids: number[]) {
      if (resourceTypeId === ResourceTypes.Crew)
        await db
          .insertInto('transfer_request_crews')
          .values(ids.map((employee_id) => ({ transfer_request_id: id, employee_id })))
          .execute();
      else
        await db
          .insertInto('transfer_request_equipment')
          .values(ids.map((equipment_resource_id) => ({ transfer_request_id: id, equipment_resource_id })))
          .execute();
    },

    async markReturned(id: number, status: string) {
      await db
        .updateTable('transfer_request_equipment')
        .set({ returned_status: status })
        .where('transfer_request_id', '=', id)
        .execute();
    },

    branchExists(id: number) {
      return db
        .selectFrom('branches')
        .select('id')
        .where('id', '=', id)
        .where('status_id', '=', BranchStatuses.Active)
        .executeTakeFirst();
    },

    equipmentTypeExists(id: number) {
      return db.selectFrom('equipment_types').select('id').where('id', '=', id).executeTakeFirst();
    },

    /**
     * The active employees with this job title who work in these branches (all when null) and are
     * free on every one of `dates`: not on a live schedule and not lent by another confirmed transfer.
     * One row per employee and branch they could be lent from.
     */
    async lendableCrew(branchIds: number[] | null, jobTitleId: number, dates: string[]): Promise<Lendable[]> {
      let q = db
        .selectFrom('employees as e')
        .innerJoin('employee_job_titles as jt', 'jt.employee_id', 'e.id')
        .innerJoin('employee_branches as eb', 'eb.employee_id', 'e.id')
        .select(['e.id', 'e.first_name', 'e.last_name', 'eb.branch_id'])
        .where('e.status_id', '=', EmployeeStatuses.Active)
        .where('jt.job_title_id', '=', jobTitleId);
      if (branchIds) q = q.where(inIds(db, 'eb.branch_id', branchIds));
      const [rows, booked, lent] = await Promise.all([
        q.orderBy('e.last_name').orderBy('e.first_name').execute(),
        bookedOn(db, dates),
        lentAnywhere(db, dates),
      ]);
      const busy = new Set([...booked.crew.map((b) => b.employeeId), ...lent.crew.map((l) => l.employeeId)]);
      return rows
        .filter((r) => !busy.has(r.id))
        .map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`, branchId: r.branch_id }));
    },

    /** Live assets of this type at these branches (all when null) free on every one of `dates`. */
    async lendableEquipment(
      branchIds: number[] | null,
      typeId: number,
      dates: string[],
    ): Promise<Lendable[]> {
      let q = db
        .selectFrom('equipment_resources as r')
        .select(['r.id', 'r.asset_number', 'r.current_branch_id'])
        .where('r.archived', '=', 0)
        .where('r.equipment_type_id', '=', typeId);
      if (branchIds) q = q.where(inIds(db, 'r.current_branch_id', branchIds));
      const [rows, booked, lent] = await Promise.all([
        q.orderBy('r.asset_number').execute(),
        bookedOn(db, dates),
        lentAnywhere(db, dates),
      ]);
      const busy = new Set([
        ...booked.equipment.map((b) => b.equipmentResourceId),
        ...lent.equipment.map((l) => l.equipmentResourceId),
      ]);
      return rows
        .filter((r) => !busy.has(r.id))
        .map((r) => ({ id: r.id, name: r.asset_number, branchId: r.current_branch_id }));
    },

    /** Per employee and branch of the job title, the days of `dates` they are free (for the find). */
    async lendableCrewByDay(jobTitleId: number, dates: string[]) {
      const rows = await db
        .selectFrom('employees as e')
        .innerJoin('employee_job_titles as jt', 'jt.employee_id', 'e.id')
        .innerJoin('employee_branches as eb', 'eb.employee_id', 'e.id')
        .select(['e.id', 'eb.branch_id'])
        .where('e.status_id', '=', EmployeeStatuses.Active)
        .where('jt.job_title_id', '=', jobTitleId)
        .execute();
      const [booked, lent] = await Promise.all([bookedOn(db, dates), lentAnywhere(db, dates)]);
      const busy = new Set([
        ...booked.crew.map((b) => key(b.date, b.employeeId)),
        ...lent.crew.map((l) => key(l.date, l.employeeId)),
      ]);
      return rows.map((r) => ({
        id: r.id,
        branchId: r.branch_id,
        freeOn: dates.filter((d) => !busy.has(key(d, r.id))),
      }));
    },

    /** Per asset of the type, the days of `dates` it is free (for the find). */
    async lendableEquipmentByDay(typeId: number, dates: string[]) {
      const rows = await db
        .selectFrom('equipment_resources')
        .select(['id', 'current_branch_id'])
        .where('archived', '=', 0)
        .where('equipment_type_id', '=', typeId)
        .execute();
      const [booked, lent] = await Promise.all([bookedOn(db, dates), lentAnywhere(db, dates)]);
      const busy = new Set([
        ...booked.equipment.map((b) => key(b.date, b.equipmentResourceId)),
        ...lent.equipment.map((l) => key(l.date, l.equipmentResourceId)),
      ]);
      return rows.map((r) => ({
        id: r.id,
        branchId: r.current_branch_id,
        freeOn: dates.filter((d) => !busy.has(key(d, r.id))),
      }));
    },

    activeBranches() {
      return db
        .selectFrom('branches')
        .select(['id', 'name'])
        .where('status_id', '=', BranchStatuses.Active)
        .orderBy('name')
        .execute();
    },

    equipmentTypeName(id: number) {
      return db.selectFrom('equipment_types').select('name').where('id', '=', id).executeTakeFirst();
    },
  };
}
export type TransfersRepo = ReturnType<typeof transfersRepo>;
export type TransferRow = NonNullable<Awaited<ReturnType<TransfersRepo['byId']>>>;
export type TransferDetails = Awaited<ReturnType<TransfersRepo['details']>>;
