import { expect, it } from 'vitest';
import { B, F, P, R } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session } from './harness';
import { bookEquipment, scheduleWith } from './schedule-work-order-fixtures';
import { signInWith } from './work-order-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Target {
  scheduleId: number;
  dayId: number;
  crewId: number;
  equipmentId: number;
  workOrderId: number;
}
/** Whether the test's Personal caller holds the route's claim (then out of reach is 404, else 403). */
type Reach = 'personal' | 'branch';

/** Every schedules call that names a schedule, a day, a crew or an equipment row (spec §7). */
const calls = (t: Target): [Method, string, unknown, Reach][] => [
  ['GET', `/schedules/${t.scheduleId}`, undefined, 'personal'],
  ['GET', `/schedules/${t.scheduleId}/work-orders`, undefined, 'personal'],
  ['GET', `/schedules/latest-schedule-date/${t.scheduleId}`, undefined, 'personal'],
  ['GET', `/schedules/${t.scheduleId}/notes`, undefined, 'personal'],
  ['POST', '/schedules/update', { Id: t.scheduleId, Version: 1, ScheduleDates: [] }, 'branch'],
  ['POST', `/schedules/${t.scheduleId}/update-notes`, { Notes: 'x', Version: 1 }, 'branch'],
  ['POST', `/schedules/${t.scheduleId}/notes/add`, { Note: 'x' }, 'branch'],
  ['PUT', `/schedules/${t.scheduleId}/cancel`, { Version: 1 }, 'branch'],
  ['PUT', `/schedules/${t.scheduleId}/confirm`, { Version: 1 }, 'branch'],
  ['PUT', `/schedules/${t.scheduleId}/unconfirm`, { Version: 1 }, 'branch'],
  ['DELETE', `/schedules/remove/${t.scheduleId}`, undefined, 'branch'],
  [
    'POST',
    '/schedules/scheduled-resources',
    { ScheduleId: t.scheduleId, ScheduleDates: ['2034-04-03'] },
    'branch',
  ],
  ['GET', `/schedules/${t.scheduleId}/resource-choices`, undefined, 'branch'],
  ['DELETE', `/schedules/crew/${t.crewId}/remove`, undefined, 'branch'],
  ['DELETE', `/schedules/equipment/${t.equipmentId}/remove`, undefined, 'branch'],
  ['DELETE', `/schedules/dates/${t.dayId}/remove`, undefined, 'branch'],
  ['GET', `/schedules/equipment/${t.equipmentId}/work-orders`, undefined, 'personal'],
  [
    'PUT',
    `/schedules/equipment/${t.equipmentId}/work-orders`,
    [{ WorkOrderId: t.workOrderId, Amount: 1 }],
    'branch',
  ],
  ['GET', `/schedules/${t.scheduleId}/work-orders/${t.workOrderId}/daily-logs`, undefined, 'personal'],
  ['PUT', `/schedules/${t.scheduleId}/work-orders/${t.workOrderId}/prevailing-wage-hours`, [], 'branch'],
  ['POST', `/schedules/${t.scheduleId}/work-orders-to-schedule`, { Skip: 0, Take: 12 }, 'branch'],
  ['POST', `/schedules/${t.scheduleId}/work-orders/add`, [t.workOrderId], 'branch'],
  ['DELETE', `/schedules/${t.scheduleId}/work-orders/${t.workOrderId}/remove`, undefined, 'branch'],
  [
    'POST',
    '/schedules/update-times',
    { ScheduleDateId: t.dayId, StartTime: '07:00', EndTime: '15:00' },
    'personal',
  ],
  [
    'PUT',
    `/schedules/${t.scheduleId}/work-orders/route-order`,
    [{ WorkOrderId: t.workOrderId, RouteOrderId: 2 }],
    'personal',
  ],
  [
    'POST',
    '/schedules/work-orders/clock-out',
    { ScheduleDateId: t.dayId, WorkOrderIds: [t.workOrderId] },
    'personal',
  ],
  [
    'GET',
    `/schedules/work-orders/are-schedules-ended-or-canceled?scheduleDateId=${t.dayId}`,
    undefined,
    'personal',
  ],
  ['PUT', `/schedules/${t.scheduleId}/end`, { Version: 1 }, 'personal'],
];

/** Everything of the schedule a refused call might have touched. */
async function snapshot(db: Db, t: Target) {
  return {
    schedule: await db.selectFrom('schedules').selectAll().where('id', '=', t.scheduleId).execute(),
    days: await db.selectFrom('schedule_dates').selectAll().where('schedule_id', '=', t.scheduleId).execute(),
    crew: await db.selectFrom('schedule_crews').selectAll().where('id', '=', t.crewId).execute(),
    equipment: await db
      .selectFrom('schedule_equipment')
      .selectAll()
      .where('id', '=', t.equipmentId)
      .execute(),
    workOrders: await db
      .selectFrom('schedule_work_orders')
      .selectAll()
      .where('schedule_id', '=', t.scheduleId)
      .execute(),
    notes: await db
      .selectFrom('schedule_notes')
      .selectAll()
      .where('schedule_id', '=', t.scheduleId)
      .execute(),
  };
}

describeEngines('schedules out of reach', (ctx) => {
  async function target(branchId: number): Promise<Target> {
    const db = ctx().dbh.db;
    const s = await scheduleWith(db, { branchId });
    const equipmentId = await bookEquipment(db, s.scheduleDateId, 10000);
    return {
      scheduleId: s.scheduleId,
      dayId: s.scheduleDateId,
      crewId: s.scheduleCrewId,
      equipmentId,
      workOrderId: s.workOrderIds[0]!,
    };
  }

  async function refusesAll(session: Session, t: Target, personal: boolean) {
    const before = await snapshot(ctx().dbh.db, t);
    const got: string[] = [];
    const want: string[] = [];
    for (const [method, path, body, reach] of calls(t)) {
      const res = await ctx().call(session, method, `/api/v1${path}`, body);
      got.push(`${method} ${path} ${res.statusCode}`);
      want.push(`${method} ${path} ${personal && reach === 'branch' ? 403 : 404}`);
    }
    expect(got).toEqual(want);
    expect(await snapshot(ctx().dbh.db, t)).toEqual(before);
  }

  it("answers 404 to a Branch user for every call on another branch's schedule, and changes nothing", async () => {
    const { session } = await signInWith(
      ctx(),
      'scope-branch',
      { Schedules: B, WorkOrders: B, WorkOrders_PrevailingWage: F },
      1,
    );
    await refusesAll(session, await target(2), false);
  });

  it('answers 404 to a foreman (Personal) for a schedule of his branch he does not lead, and changes nothing', async () => {
    const { session } = await signInWith(
      ctx(),
      'scope-foreman',
      { Schedules: P, WorkOrders: P, WorkOrders_PrevailingWage: R },
      1,
    );
    await refusesAll(session, await target(1), true);
  });
});
