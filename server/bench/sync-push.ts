import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ClaimTypeList,
  CSRF_HEADER,
  F,
  P,
  toIsoDate,
  WEB_CLIENT_ID,
  WEB_CLIENT_SECRET,
} from '@canopy/shared';
import type { SyncMutation } from '@canopy/sync/protocol';
import type { Db } from '../src/platform/db';

const WORK_ORDERS = 50;
const DAYS = 10;
const BATCH = 100;

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { p50: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), max: +s[s.length - 1]!.toFixed(2) };
}

/** A crew member who may also correct hours (so the device's edits of its own logs apply). */
async function makeCrewMember(db: Db, username: string): Promise<number> {
  const role = await db
    .insertInto('user_roles')
    .values({ name: `Bench crew ${username}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const claims = { WorkOrders: P, Schedules: P, WorkOrders_DailyLogs: F, Employee_ManageHours: F };
  await db
    .insertInto('role_claims')
    .values(
      Object.entries(claims).map(([name, value]) => ({
        role_id: role.id,
        claim_type_id: ClaimTypeList.find((c) => c.Name === name)!.Id,
        value,
      })),
    )
    .execute();
  const emp = await db
    .insertInto('employees')
    .values({ first_name: 'Bench', last_name: 'Crew', primary_branch_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('employee_branches').values({ employee_id: emp.id, branch_id: 1 }).execute();
  // Signs in with the bench password, which every seeded user shares.
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({ employee_id: emp.id, username, password_hash, role_id: role.id })
    .execute();
  return emp.id;
}

/** Work orders of branch 1, each on a schedule of its own with the crew member on one date. */
async function crewedWorkOrders(db: Db, employeeId: number, today: string): Promise<number[]> {
  const loc = await db
    .selectFrom('account_locations')
    .select(['id', 'account_id'])
    .where('branch_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < WORK_ORDERS; i++) {
    const wo = await db
      .insertInto('work_orders')
      .values({
        sub_type_id: 1,
        status_id: 3,
        service_group_id: 1,
        account_id: loc.account_id,
        account_location_id: loc.id,
        branch_id: 1,
        description: `Bench crew work ${i + 1}`,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const schedule = await db
      .insertInto('schedules')
      .values({ branch_id: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const date = await db
      .insertInto('schedule_dates')
      .values({ schedule_id: schedule.id, schedule_date: today })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('schedule_crews')
      .values({ schedule_date_id: date.id, employee_id: employeeId, job_title_id: 1, is_foreman: 1 })
      .execute();
    await db
      .insertInto('schedule_work_orders')
      .values({ schedule_id: schedule.id, work_order_id: wo.id })
      .execute();
    ids.push(wo.id);
  }
  return ids;
}

/**
 * "sync push 1,000 mutations": a crew device sends 500 daily log creates (50 work orders × 10 days)
 * and then an edit of each, in batches of 100, through POST sync/push. Per-batch times, the total
 * and mutations per second; every mutation must come back applied.
 */
export async function benchSyncPush(app: FastifyInstance, db: Db, password: string) {
  const username = `bench-crew-${randomUUID().slice(0, 8)}`;
  const employeeId = await makeCrewMember(db, username);
  const workOrders = await crewedWorkOrders(db, employeeId, toIsoDate(new Date()));
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: {
      Username: username,
      Password: password,
      ClientId: WEB_CLIENT_ID,
      ClientSecret: WEB_CLIENT_SECRET,
    },
  });
  const { Jwt, CsrfToken } = login.json().LoginResult;
  const headers = { authorization: `Bearer ${Jwt}`, [CSRF_HEADER]: CsrfToken };

  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() - offset);
    return toIsoDate(d);
  };
  const logs = workOrders.flatMap((wo) =>
    Array.from({ length: DAYS }, (_, d) => ({ wo, date: day(d), key: randomUUID() })),
  );
  const mutations: SyncMutation[] = [
    ...logs.map((l) => ({
      MutationId: randomUUID(),
      Entity: 'dailyLog' as const,
      Op: 'create' as const,
      Key: l.key,
      Data: { WorkOrderId: l.wo, Date: l.date, TimeIn: '7:30', TimeOut: '16:00' },
    })),
    ...logs.map((l) => ({
      MutationId: randomUUID(),
      Entity: 'dailyLog' as const,
      Op: 'update' as const,
      Key: l.key,
      BaseVersion: 1,
      Data: { Date: l.date, TimeIn: '7:00', TimeOut: '16:30', Notes: 'Corrected on the tablet' },
    })),
  ];

  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < mutations.length; i += BATCH) {
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/sync/push',
      headers,
      payload: { ClientId: 'bench-tablet', Mutations: mutations.slice(i, i + BATCH) },
    });
    times.push(performance.now() - t);
    const results = res.json().Results as { Status: string }[] | undefined;
    if (res.statusCode !== 200 || results?.some((r) => r.Status !== 'applied'))
      throw new Error(
        `sync push bench: batch ${i / BATCH + 1} answered ${res.statusCode} ${res.body.slice(0, 300)}`,
      );
  }
  const totalMs = performance.now() - started;
  return {
    'sync push 1,000 mutations (per batch of 100)': {
      ...stats(times),
      totalMs: +totalMs.toFixed(1),
      mutationsPerSecond: Math.round((mutations.length / totalMs) * 1000),
    },
  };
}
