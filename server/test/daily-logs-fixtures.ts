import { expect } from 'vitest';
import { LIST_COUNT_HEADER, toIsoDate, type ClaimFlags, type DailyLog } from '@canopy/shared';
import type { Session, TestCtx } from './harness';
import { signInWith } from './support';
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
export const userWith = async (ctx: TestCtx, username: string, claims: ClaimFlags) =>
  (await signInWith(ctx, username, claims, 1)).session;

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
