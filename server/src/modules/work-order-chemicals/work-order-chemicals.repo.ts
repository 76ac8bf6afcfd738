import { sql, type Insertable } from 'kysely';
import { inIds, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import type { Page } from '../../platform/lists';

export type RecordInsert = Insertable<Database['chemical_application_records']>;

/** Chemical lines of work order services, their application records and the state profiles. */
export function workOrderChemicalsRepo(db: Db) {
  const detailed = () =>
    db
      .selectFrom('work_order_service_chemicals as c')
      .innerJoin('work_order_services as s', 's.id', 'c.work_order_service_id')
      .innerJoin('chemicals as ch', 'ch.id', 'c.chemical_id')
      .innerJoin('chemical_carriers as ca', 'ca.id', 'c.carrier_id')
      .innerJoin('chemical_units as u', 'u.id', 'c.unit_id')
      .selectAll('c')
      .select([
        's.work_order_id',
        'ch.name as chemical_name',
        'ch.epa_number',
        'ca.name as carrier_name',
        'u.name as unit_name',
      ]);

  const ofService = (serviceId: number, includeArchived: boolean) => {
    let q = db
      .selectFrom('work_order_service_chemicals as c')
      .where('c.work_order_service_id', '=', serviceId);
    if (!includeArchived) q = q.where('c.archived', '=', 0);
    return q;
  };

  return {
    byId(id: number) {
      return detailed().where('c.id', '=', id).executeTakeFirst();
    },

    /** A page of lines at once (a device's pull). */
    byIds(ids: readonly number[]) {
      return detailed()
        .where(inIds(db, 'c.id', ids))
        .orderBy('c.id')
        .execute();
    },

    async search(serviceId: number, page: Page) {
      const [rows, total] = await Promise.all([
        detailed()
          .where('c.work_order_service_id', '=', serviceId)
          .$if(!page.includeArchived, (q) => q.where('c.archived', '=', 0))
          .orderBy('c.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        ofService(serviceId, page.includeArchived)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Every chemical line of the work order, archived ones left out, in service order. */
    ofWorkOrder(workOrderId: number) {
      return detailed()
        .where('s.work_order_id', '=', workOrderId)
        .where('c.archived', '=', 0)
        .orderBy('c.work_order_service_id')
        .orderBy('c.id')
        .execute();
    },

    /** The live chemical lines of one service. */
    liveOfService(serviceId: number) {
      return detailed()
        .where('c.work_order_service_id', '=', serviceId)
        .where('c.archived', '=', 0)
        .orderBy('c.id')
        .execute();
    },

    async insert(values: Insertable<Database['work_order_service_chemicals']>): Promise<number> {
      const row = await db
        .insertInto('work_order_service_chemicals')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    toggleArchived(id: number) {
      return db
        .updateTable('work_order_service_chemicals')
        .set((eb) => ({ archived: sql<number>`1 - archived`, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async exists(table: 'chemicals' | 'chemical_carriers' | 'chemical_units', id: number) {
      return !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
    },

    /** The revisions of the lines' records, oldest first per line. */
    recordsOf(lineIds: readonly number[]) {
      if (!lineIds.length) return Promise.resolve([]);
      return db
        .selectFrom('chemical_application_records as r')
        .leftJoin('employees as e', 'e.id', 'r.recorded_by')
        .selectAll('r')
        .select(sql<string | null>`e.first_name || ' ' || e.last_name`.as('recorded_by_name'))
        .where(inIds(db, 'r.work_order_chemical_id', [...new Set(lineIds)]))
        .orderBy('r.work_order_chemical_id')
        .orderBy('r.revision')
        .execute();
    },

    recordById(id: string) {
      return db
        .selectFrom('chemical_application_records')
        .select(['id', 'work_order_chemical_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    insertRecord(values: RecordInsert) {
      return db.insertInto('chemical_application_records').values(values).execute();
    },

    /** The work order's site: account, address and state. */
    site(workOrderId: number) {
      return db
        .selectFrom('work_orders as w')
        .innerJoin('accounts as a', 'a.id', 'w.account_id')
        .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
        .select(['a.name as account_name', 'l.address', 'l.city', 'l.state', 'l.zip'])
        .where('w.id', '=', workOrderId)
        .executeTakeFirstOrThrow();
    },

    /** The employees of a branch who may be named as applicator. */
    applicators(branchId: number) {
      return db
        .selectFrom('employees as e')
        .innerJoin('employee_branches as eb', 'eb.employee_id', 'e.id')
        .select(['e.id', 'e.first_name', 'e.last_name'])
        .where('eb.branch_id', '=', branchId)
        .where('e.status_id', '=', 1)
        .orderBy('e.last_name')
        .orderBy('e.first_name')
        .execute();
    },

    employeeInBranch(employeeId: number, branchId: number) {
      return db
        .selectFrom('employees as e')
        .innerJoin('employee_branches as eb', 'eb.employee_id', 'e.id')
        .select(['e.id', 'e.first_name', 'e.last_name'])
        .where('e.id', '=', employeeId)
        .where('eb.branch_id', '=', branchId)
        .executeTakeFirst();
    },

    /**
     * Active, unexpired pesticide licenses of the employees on the day: the state applicator
     * certification first, then any certification of the License type. The number is its name.
     */
    licenses(employeeIds: readonly number[], day: string) {
      if (!employeeIds.length) return Promise.resolve([]);
      return db
        .selectFrom('employee_certifications')
        .select(['employee_id', 'name', 'standard_certification_id'])
        .where('employee_id', 'in', [...new Set(employeeIds)])
        .where('status_id', '=', 1)
        .where((eb) => eb.or([eb('standard_certification_id', '=', 5), eb('certification_type_id', '=', 1)]))
        .where((eb) => eb.or([eb('date_expires', 'is', null), eb('date_expires', '>=', day)]))
        .orderBy('id')
        .execute();
    },

    profiles() {
      return db.selectFrom('application_state_profiles').selectAll().orderBy('state').execute();
    },

    profileOf(state: string) {
      return db
        .selectFrom('application_state_profiles')
        .selectAll()
        .where('state', '=', state.trim().toUpperCase())
        .executeTakeFirst();
    },

    async replaceProfiles(rows: { state: string; name: string; required_fields: string }[]) {
      await db.deleteFrom('application_state_profiles').execute();
      if (rows.length) await db.insertInto('application_state_profiles').values(rows).execute();
    },
  };
}
export type WorkOrderChemicalsRepo = ReturnType<typeof workOrderChemicalsRepo>;
export type LineRow = NonNullable<Awaited<ReturnType<WorkOrderChemicalsRepo['byId']>>>;
export type RecordRow = Awaited<ReturnType<WorkOrderChemicalsRepo['recordsOf']>>[number];
export type ProfileRow = Awaited<ReturnType<WorkOrderChemicalsRepo['profiles']>>[number];
