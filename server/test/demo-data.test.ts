import { sumsOf } from '../src/modules/invoices/invoice-sums';
import { expect, it } from 'vitest';
import {
  DefaultRoles,
  ProposalStatuses,
  ProposalTypes,
  ReportOptions,
  todayIsoDate,
  WorkOrderStatuses,
  type Builder,
} from '@canopy/shared';
import { seedLarge } from '../src/seed/large';
import { DEMO_JOURNEY_DESCRIPTION } from '../src/seed/work-orders-demo';
import { describeEngines } from './harness';
import { removeWorkOrders } from './support/remove-work-orders';

describeEngines('demo company and large data sets', (ctx) => {
  it('has branches, a sign-in for every role, accounts with contacts and locations, and catalogue basics', async () => {
    const db = ctx().dbh.db;
    expect((await db.selectFrom('branches').selectAll().execute()).length).toBeGreaterThanOrEqual(2);
    const roles = await db.selectFrom('users').select('role_id').distinct().execute();
    expect(new Set(roles.map((r) => r.role_id))).toEqual(new Set(DefaultRoles.map((r) => r.Id)));
    for (const user of ['admin', 'officemanager', 'billing', 'branchmanager', 'foreman', 'arborist']) {
      expect((await ctx().login(user)).body.Employee.Id).toBeGreaterThan(0);
    }
    const orphans = await db
      .selectFrom('accounts as a')
      .select('a.id')
      .where((eb) =>
        eb.or([
          eb.not(
            eb.exists(eb.selectFrom('contacts as c').select('c.id').whereRef('c.account_id', '=', 'a.id')),
          ),
          eb.not(
            eb.exists(
              eb.selectFrom('account_locations as l').select('l.id').whereRef('l.account_id', '=', 'a.id'),
            ),
          ),
        ]),
      )
      .execute();
    expect(orphans).toEqual([]);
    expect((await db.selectFrom('services').selectAll().execute()).map((s) => s.name)).toContain(
      'Stump Grinding',
    );
    expect(
      (await db.selectFrom('chemicals').selectAll().execute()).every((c) =>
        /^\d+-\d+$/.test(c.epa_number ?? ''),
      ),
    ).toBe(true);
    // The spec's default arborist for new accounts (id 6) is an arborist.
    const titles = await db
      .selectFrom('employee_job_titles')
      .select('job_title_id')
      .where('employee_id', '=', 6)
      .execute();
    expect(titles).toEqual([{ job_title_id: 2 }]);
  });

  it('has work orders in every status in every branch, with services, schedules and daily logs', async () => {
    const db = ctx().dbh.db;
    const rows = await db.selectFrom('work_orders').select(['branch_id', 'status_id']).execute();
    for (const branch of [1, 2, 3])
      expect(
        new Set(rows.filter((r) => r.branch_id === branch).map((r) => r.status_id)).size,
        `${branch}`,
      ).toBe(8);
    // The browser journey's order: Scheduled today in branch 1, crewed by 'foreman', sold by arborist 6.
    const journey = await db
      .selectFrom('work_orders as w')
      .innerJoin('schedule_work_orders as swo', 'swo.work_order_id', 'w.id')
      .innerJoin('schedule_dates as sd', 'sd.schedule_id', 'swo.schedule_id')
      .innerJoin('schedule_crews as sc', 'sc.schedule_date_id', 'sd.id')
      .select(['w.id', 'w.branch_id', 'w.status_id', 'w.sales_rep_id', 'sd.schedule_date', 'sc.employee_id'])
      .where('w.description', '=', DEMO_JOURNEY_DESCRIPTION)
      .where('sc.is_foreman', '=', 1)
      .executeTakeFirstOrThrow();
    expect(journey).toMatchObject({
      branch_id: 1,
      status_id: WorkOrderStatuses.Scheduled,
      sales_rep_id: 6,
      schedule_date: todayIsoDate(),
      employee_id: 5,
    });
    const scouting = await db
      .selectFrom('work_order_services as ws')
      .innerJoin('services as s', 's.id', 'ws.service_id')
      .innerJoin('work_order_service_items as i', 'i.work_order_service_id', 'ws.id')
      .select('s.report_option_id')
      .where('ws.work_order_id', '=', journey.id)
      .where('s.report_option_id', '=', ReportOptions.ScoutingReport)
      .execute();
    expect(scouting.length).toBeGreaterThan(0);
    const logs = await db
      .selectFrom('daily_logs')
      .select('work_order_id')
      .where('hours_worked_hundredths', '>', 0)
      .execute();
    expect(logs.length).toBeGreaterThan(0);
  });

  it('has invoices from confirmed schedules in every approval, print and payment state, totals exact', async () => {
    const db = ctx().dbh.db;
    const rows = await db.selectFrom('invoices').selectAll().execute();
    expect(rows.length).toBeGreaterThan(4);
    expect(new Set(rows.map((r) => r.approved_status_id))).toEqual(new Set([1, 2]));
    expect(new Set(rows.map((r) => r.print_status_id))).toEqual(new Set([0, 1, 2]));
    expect(rows.some((r) => Number(r.payments_cents) > 0 && Number(r.amount_due_cents) > 0)).toBe(true);
    for (const r of rows) {
      const sums = await sumsOf(db, r.id, !!r.tax_exempt);
      expect(Number(r.amount_due_cents)).toBe(sums.amountDueCents);
    }
    const pending = await db
      .selectFrom('invoice_transactions')
      .select('id')
      .where('approved', '=', 0)
      .execute();
    expect(pending.length).toBeGreaterThan(0);
  });

  it('has proposals in every status with a builder: two pruning options, a three-visit program, a disposal, photos', async () => {
    const db = ctx().dbh.db;
    const admin = await ctx().login('admin');
    // The demo's contracts (last year's, ready to renew) are tested with the renewals.
    const demo = await db
      .selectFrom('proposals')
      .select(['id', 'status_id'])
      .where('proposal_type_id', '=', ProposalTypes.Proposal)
      .orderBy('id')
      .execute();
    expect(new Set(demo.map((p) => p.status_id))).toEqual(new Set(Object.values(ProposalStatuses)));
    for (const p of demo) {
      const b = (await ctx().call(admin, 'GET', `/api/v1/proposals/builder/${p.id}`)).json() as Builder;
      const [pruning, program] = b.ProposalGroups;
      const choice = pruning!.ProposalOptionGroups[0]!.ProposalOptions;
      expect(choice).toHaveLength(2);
      expect(choice[0]!.ProposalItemMaterials[0]!.Photos).toHaveLength(1);
      expect(choice[0]!.ProposalItemServices[0]!.Photos[0]!.Caption).toBeTruthy();
      const visits = program!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!.Visits;
      expect(visits).toHaveLength(3);
      expect(b.Total).toBeGreaterThan(0);
    }
  });

  it('grows deterministically with --scale', async () => {
    const db = ctx().dbh.db;
    const before = Number(
      (
        await db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const { m: workOrdersBefore } = await db
      .selectFrom('work_orders')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow();
    const workOrders = () =>
      db
        .selectFrom('work_orders')
        .select(['status_id', 'service_group_id', 'branch_id', 'description', 'estimated_hours_hundredths'])
        .where('id', '>', Number(workOrdersBefore))
        .orderBy('id')
        .execute();
    await seedLarge(ctx().dbh, 0.5);
    const added = await db
      .selectFrom('accounts')
      .select(['name', 'branch_id'])
      .where('id', '>', before)
      .orderBy('id')
      .execute();
    expect(added).toHaveLength(250);
    const addedWork = await workOrders();
    expect(addedWork).toHaveLength(1000);
    expect(new Set(addedWork.map((w) => w.status_id)).size).toBe(8);
    await removeWorkOrders(db, 'id', Number(workOrdersBefore), '>');
    await db.deleteFrom('proposals').where('account_id', '>', before).execute();
    await db
      .deleteFrom('service_requests')
      .where('account_location_id', 'in', (eb) =>
        eb.selectFrom('account_locations').select('id').where('account_id', '>', before),
      )
      .execute();
    await db.deleteFrom('accounts').where('id', '>', before).execute();
    await seedLarge(ctx().dbh, 0.5);
    const again = await db
      .selectFrom('accounts')
      .select(['name', 'branch_id'])
      .where('id', '>', before)
      .orderBy('id')
      .execute();
    expect(again).toEqual(added);
    expect(await workOrders()).toEqual(addedWork);
  });
});
