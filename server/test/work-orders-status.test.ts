import { afterAll, beforeAll, expect, it } from 'vitest';
import { todayIsoDate, WorkOrderMessages as M, WorkOrderStatuses as S } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { smtpInbox, smtpMailer } from './support';
import { addDailyLog, makeWorkOrder, scheduleWorkOrder } from './work-order-fixtures';

const BASE = '/api/v1/workOrders';
const STATUSES = Object.values(S);
let smtp: Awaited<ReturnType<typeof smtpInbox>>;
beforeAll(async () => {
  smtp = await smtpInbox();
});
afterAll(() => smtp.close());

// Spec §4, as a table: what each status may become for a user holding every claim.
const ALLOWED: Record<number, number[]> = {
  [S.Created]: [S.Created, S.Scheduled, S.InProgress, S.Completed],
  [S.ReadyForScheduling]: [S.Created, S.ReadyForScheduling, S.Scheduled, S.InProgress, S.Completed],
  [S.Scheduled]: [S.Created, S.ReadyForScheduling, S.Scheduled, S.InProgress, S.Completed],
  [S.InProgress]: [S.InProgress, S.Completed],
  [S.Completed]: [S.InProgress, S.Completed],
  [S.OnHold]: [S.Scheduled, S.InProgress, S.Completed, S.OnHold, S.Cancelled],
  [S.Cancelled]: [S.Scheduled, S.InProgress, S.Completed, S.OnHold, S.Cancelled],
  [S.PendingCancellation]: [],
};

/** A work order of the branch that is ready to complete (a daily log with hours). */
async function readyOrder(ctx: TestCtx, statusId: number, branchId = 1) {
  const id = await makeWorkOrder(ctx.dbh.db, { statusId, branchId });
  await addDailyLog(ctx.dbh.db, id, { employeeId: 5, date: todayIsoDate(), hours: 8 });
  return id;
}
const update = (ctx: TestCtx, s: Session, WorkOrderId: number, StatusId: number) =>
  ctx.call(s, 'PUT', `${BASE}/updateStatus`, { WorkOrderId, StatusId });
const refusedAsInvalid = (res: { statusCode: number; json: () => any }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    Message: M.InvalidStatusUpdate,
    ModelState: { Service: [M.InvalidStatusUpdate] },
  });
};

describeEngines(
  'work order status',
  (ctx) => {
    it('takes exactly the choices of spec §4 from every status, and refuses the rest', async () => {
      const admin = await ctx().login('admin');
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          const id = await readyOrder(ctx(), from);
          const res = await update(ctx(), admin, id, to);
          if (ALLOWED[from]!.includes(to)) {
            expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200);
            expect(res.json().StatusId).toBe(to);
          } else {
            refusedAsInvalid(res);
            const row = await ctx()
              .dbh.db.selectFrom('work_orders')
              .select('status_id')
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            expect(row.status_id, `${from} -> ${to}`).toBe(from);
          }
        }
      }
    });

    it('offers Cancelled only with mark-cancelled and Completed only with WorkOrder_Complete', async () => {
      const office = await ctx().login('officemanager');
      const onHold = await readyOrder(ctx(), S.OnHold);
      refusedAsInvalid(await update(ctx(), office, onHold, S.Cancelled));
      refusedAsInvalid(await update(ctx(), office, onHold, S.Completed));
      expect((await update(ctx(), office, onHold, S.Scheduled)).json().StatusId).toBe(S.Scheduled);
      const manager = await ctx().login('branchmanager');
      const other = await readyOrder(ctx(), S.OnHold);
      expect((await update(ctx(), manager, other, S.Cancelled)).json().StatusId).toBe(S.Cancelled);
      expect((await update(ctx(), await ctx().login('billing'), other, S.OnHold)).statusCode).toBe(403);
      expect((await update(ctx(), await ctx().login('branchmanager2'), other, S.OnHold)).statusCode).toBe(
        404,
      );
    });

    it('completes through the status only when ready, and dates it; leaving Completed clears the date', async () => {
      const admin = await ctx().login('admin');
      const bare = await makeWorkOrder(ctx().dbh.db, { statusId: S.InProgress });
      const refused = await update(ctx(), admin, bare, S.Completed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().ModelState.Service).toEqual([M.DailyLogsRequired, M.WorkedHoursRequired]);
      const ready = await readyOrder(ctx(), S.InProgress);
      const done = (await update(ctx(), admin, ready, S.Completed)).json();
      expect(done.StatusId).toBe(S.Completed);
      expect(Date.now() - Date.parse(done.DateCompleted)).toBeLessThan(60_000);
      const reopened = (await update(ctx(), admin, ready, S.InProgress)).json();
      expect([reopened.StatusId, reopened.DateCompleted]).toEqual([S.InProgress, null]);
      expect(reopened.Version).toBe(done.Version + 1);
    });

    it('lets the foreman change the status of the work they are crew on', async () => {
      const db = ctx().dbh.db;
      const id = await makeWorkOrder(db, { statusId: S.Scheduled, salesRepId: 6 });
      const foreman = await ctx().login('foreman');
      expect((await update(ctx(), foreman, id, S.InProgress)).statusCode).toBe(404);
      await scheduleWorkOrder(db, id, 5, todayIsoDate());
      expect((await update(ctx(), foreman, id, S.InProgress)).json().StatusId).toBe(S.InProgress);
    });

    it('mails a cancellation request to the branch manager and leaves the order PendingCancellation', async () => {
      const id = await makeWorkOrder(ctx().dbh.db, {
        statusId: S.Scheduled,
        description: 'Prune the big elm',
      });
      const office = await ctx().login('officemanager');
      smtp.inbox.length = 0;
      const res = await ctx().call(office, 'GET', `${BASE}/send-cancellation-email/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Warning).toBeNull();
      expect(res.json().WorkOrder).toMatchObject({ StatusId: S.PendingCancellation, Version: 2 });
      expect(smtp.inbox).toHaveLength(1);
      expect(smtp.inbox[0]!.to).toEqual(['brenda.walsh@canopy.example']);
      expect(smtp.inbox[0]!.raw).toContain(`Cancellation requested for work order ${id}`);
      expect(smtp.inbox[0]!.raw).toContain('Olivia Hart asked to cancel');
      expect(smtp.inbox[0]!.raw).toContain(`/workorders/info?id=${id}`);
      // Waiting for cancellation, the status is no longer editable and a second request is refused.
      refusedAsInvalid(await ctx().call(office, 'GET', `${BASE}/send-cancellation-email/${id}`));
      refusedAsInvalid(await update(ctx(), await ctx().login('admin'), id, S.Scheduled));
      const completed = await makeWorkOrder(ctx().dbh.db, { statusId: S.Completed });
      refusedAsInvalid(await ctx().call(office, 'GET', `${BASE}/send-cancellation-email/${completed}`));
      expect(smtp.inbox).toHaveLength(1);
      const manager2 = await ctx().login('branchmanager2');
      expect(
        (await ctx().call(manager2, 'GET', `${BASE}/send-cancellation-email/${completed}`)).statusCode,
      ).toBe(404);
    });

    it('warns when the branch manager has no valid email, and still records the request', async () => {
      const db = ctx().dbh.db;
      const id = await makeWorkOrder(db, { branchId: 2, statusId: S.OnHold });
      await db.updateTable('employees').set({ email: 'noah at the office' }).where('id', '=', 10).execute();
      try {
        smtp.inbox.length = 0;
        const res = await ctx().call(
          await ctx().login('branchmanager2'),
          'GET',
          `${BASE}/send-cancellation-email/${id}`,
        );
        expect(res.json().Warning).toBe(
          'Branch Manager does not have a valid email and will not be notified of cancellation request.',
        );
        expect(res.json().WorkOrder.StatusId).toBe(S.PendingCancellation);
        expect(smtp.inbox).toHaveLength(0);
      } finally {
        await db
          .updateTable('employees')
          .set({ email: 'noah.patel@canopy.example' })
          .where('id', '=', 10)
          .execute();
      }
    });
  },
  { mailer: smtpMailer(() => smtp.url) },
);
