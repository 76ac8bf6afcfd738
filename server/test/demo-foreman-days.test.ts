import { expect, it } from 'vitest';
import { addCalendarDays, JobTitles, todayIsoDate, type DailySchedule } from '@canopy/shared';
import { BRANCH_CREWS } from '../src/seed/work-orders-demo';
import { describeEngines } from './harness';

// Issue 16, part 10: a foreman who signs in to the demo lands on a real day, and so do the next two.
describeEngines('demo schedules for the foreman', (ctx) => {
  const days = () => [0, 1, 2].map((n) => addCalendarDays(todayIsoDate(), n));

  it('gives every foreman sign-in a day of three or more stops today and on each of the next two days', async () => {
    const db = ctx().dbh.db;
    const foremen = await db
      .selectFrom('users as u')
      .innerJoin('employee_job_titles as t', 't.employee_id', 'u.employee_id')
      .select(['u.username', 'u.employee_id'])
      .where('t.job_title_id', '=', JobTitles.Foreman)
      .orderBy('u.username')
      .execute();
    expect(foremen.map((f) => f.username)).toEqual(['foreman', 'foreman2']);
    for (const f of foremen) {
      const session = await ctx().login(f.username);
      for (const date of days()) {
        const res = await ctx().call(session, 'POST', '/api/v1/schedules/search-daily', {
          ScheduledDate: date,
        });
        expect(res.statusCode, `${f.username} ${date}`).toBe(200);
        const own = res
          .json<DailySchedule[]>()
          .filter((d) => d.ScheduleCrews.some((c) => c.IsForeman && c.Employee.Id === f.employee_id));
        const stops = own.flatMap((d) => d.WorkOrders);
        expect(stops.length, `${f.username} ${date}`).toBeGreaterThanOrEqual(3);
        // A route order the foreman can follow: one stop per place in it.
        for (const d of own) {
          const order = d.WorkOrders.map((w) => w.RouteOrderId);
          expect(new Set(order).size, `${f.username} ${date}`).toBe(order.length);
        }
        expect(own.every((d) => d.MayClockOut)).toBe(true);
      }
    }
  });

  it("gives every branch's crew lead three or more work orders on a live schedule today and the next two days", async () => {
    const db = ctx().dbh.db;
    for (const [branch, { lead }] of Object.entries(BRANCH_CREWS)) {
      for (const date of days()) {
        const rows = await db
          .selectFrom('schedule_crews as sc')
          .innerJoin('schedule_dates as sd', 'sd.id', 'sc.schedule_date_id')
          .innerJoin('schedules as s', 's.id', 'sd.schedule_id')
          .innerJoin('schedule_work_orders as swo', 'swo.schedule_id', 's.id')
          .select(['swo.work_order_id', 's.status_id'])
          .where('sc.employee_id', '=', lead)
          .where('sc.is_foreman', '=', 1)
          .where('sd.schedule_date', '=', date)
          .where('s.branch_id', '=', Number(branch))
          .execute();
        expect(
          new Set(rows.map((r) => r.work_order_id)).size,
          `branch ${branch} ${date}`,
        ).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
