import { expect } from 'vitest';
import { ClaimTypeList, LIST_COUNT_HEADER, toIsoDate, type ClaimFlags, type DailyLog } from '@canopy/shared';
import type { Session, TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder, type WorkOrderSeed } from './work-order-fixtures';

// What the daily log tests share: demo people, dates relative to the server's today, and calls.

export const BASE = '/api/v1/workOrders/dailyLogs';
export const FOREMAN = 5;
export const ARBORIST = 6;
export const CREW = 8;

/** The local calendar date `offset` days from today, as the server compares it. */
export const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return toIsoDate(d);
};
export const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
export const serviceMessages = (res: { json: () => unknown }) =>
  (res.json() as { ModelState: { Service: string[] } }).ModelState.Service;

/** A sign-in with exactly these claims in branch 1 (no demo role edits logs but the administrator). */
export async function userWith(ctx: TestCtx, username: string, claims: ClaimFlags) {
  const db = ctx.dbh.db;
  const role = await db
    .insertInto('user_roles')
    .values({ name: `Test ${username}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_claims')
    .values(
      Object.entries(claims).map(([name, value]) => ({
        role_id: role.id,
        claim_type_id: ClaimTypeList.find((c) => c.Name === name)!.Id,
        value: value!,
      })),
    )
    .execute();
  const emp = await db
    .insertInto('employees')
    .values({ first_name: 'Test', last_name: username, primary_branch_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('employee_branches').values({ employee_id: emp.id, branch_id: 1 }).execute();
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({ employee_id: emp.id, username, password_hash, role_id: role.id })
    .execute();
  return ctx.login(username);
}

/** Calls and work orders for one suite's context. */
export function dailyLogCalls(ctx: () => TestCtx) {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);
  const workOrder = (seed: WorkOrderSeed = {}) => makeWorkOrder(ctx().dbh.db, seed);
  return {
    call,
    workOrder,
    /** A work order of branch 1 (Scheduled unless the seed says otherwise) with the foreman on its crew on `date`. */
    async crewedOrder(date = day(0), seed: WorkOrderSeed = {}) {
      const id = await workOrder(seed);
      return { id, ...(await scheduleWorkOrder(ctx().dbh.db, id, FOREMAN, date)) };
    },
    add: (s: Session, body: Record<string, unknown>) => call(s, 'POST', `${BASE}/add`, body),
    async logsOf(s: Session, woId: number) {
      const res = await call(s, 'GET', `/api/v1/workOrders/${woId}/daily-logs`);
      expect(res.statusCode).toBe(200);
      return res.json<DailyLog[]>();
    },
  };
}
