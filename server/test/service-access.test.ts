import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { F, Messages, R, type ClaimFlags } from '@canopy/shared';
import type { MutationResult } from '@canopy/sync/protocol';
import type { AuthContext } from '../src/platform/auth/context';
import { HttpError } from '../src/platform/errors';
import { dailyLogsService } from '../src/modules/daily-logs/daily-logs.service';
import { scoutingReportsService } from '../src/modules/scouting-reports/scouting-reports.service';
import { serviceItemsService } from '../src/modules/service-items/service-items.service';
import { workOrdersService } from '../src/modules/work-orders/work-orders.service';
import { day, FOREMAN, userWith } from './daily-logs-fixtures';
import { describeEngines } from './harness';
import { makeWorkOrder, scheduleWorkOrder } from './work-order-fixtures';

/** A caller that is no route: a background job acting for the foreman with exactly these claims. */
const job = (claims: ClaimFlags): AuthContext => ({
  userId: 0,
  employeeId: FOREMAN,
  roleId: 0,
  sessionId: 'job',
  primaryBranchId: 1,
  branchIds: [1],
  claims,
});

const refusal = (e: unknown) => (e instanceof HttpError ? e.statusCode : e);

describeEngines('access checked in services', (ctx) => {
  it('holds a caller that is not a route to the same claims as the route', async () => {
    const db = ctx().dbh.db;
    const wo = await makeWorkOrder(db);
    await scheduleWorkOrder(db, wo, FOREMAN, day(0));
    const log = { WorkOrderId: wo, Date: day(0), TimeIn: '7:30', TimeOut: '16:30' };

    const viewer = job({ WorkOrders: F, WorkOrders_DailyLogs: R });
    expect(await dailyLogsService(db).add(viewer, log).catch(refusal)).toBe(403);
    expect(await scoutingReportsService(db).updateNotes(viewer, wo, 'x').catch(refusal)).toBe(403);
    expect(await serviceItemsService(db).get(viewer, 1).catch(refusal)).toBe(403);
    expect(
      await workOrdersService(db)
        .toggleActive(job({ WorkOrders: R }), wo)
        .catch(refusal),
    ).toBe(403);

    const added = await dailyLogsService(db).add(job({ WorkOrders: F, WorkOrders_DailyLogs: F }), log);
    expect(added).toMatchObject({ WorkOrderId: wo, EmployeeId: FOREMAN, Version: 1 });
  });

  it("refuses a push by the service's own check", async () => {
    const db = ctx().dbh.db;
    const wo = await makeWorkOrder(db);
    await scheduleWorkOrder(db, wo, FOREMAN, day(0));
    const reader = await userWith(ctx(), 'push-scouting-reader', {
      WorkOrders: F,
      WorkOrders_ScoutingReport: R,
    });
    const res = await ctx().call(reader, 'POST', '/api/v1/sync/push', {
      ClientId: 'device-0001',
      Mutations: [
        {
          MutationId: randomUUID(),
          Entity: 'scoutingReport',
          Op: 'create',
          Key: randomUUID(),
          Data: { WorkOrderId: wo, ServiceItemId: 1 },
        },
      ],
    });
    const [result] = res.json<{ Results: MutationResult[] }>().Results;
    expect(result).toMatchObject({ Status: 'rejected', Message: Messages.NotAuthorized });
  });

  it('tells a caller who may not change a record so, before any talk of its version or its deletion', async () => {
    const db = ctx().dbh.db;
    const wo = await makeWorkOrder(db);
    await scheduleWorkOrder(db, wo, FOREMAN, day(0));
    const foreman = await ctx().login('foreman');
    const push = async (m: Record<string, unknown>) => {
      const res = await ctx().call(foreman, 'POST', '/api/v1/sync/push', {
        ClientId: 'device-0002',
        Mutations: [{ MutationId: randomUUID(), Entity: 'dailyLog', Key: randomUUID(), ...m }],
      });
      return res.json<{ Results: MutationResult[] }>().Results[0]!;
    };
    const made = await push({
      Op: 'create',
      Data: { WorkOrderId: wo, Date: day(0), TimeIn: '7:30', TimeOut: '16:30' },
    });
    const id = (made as { Id: number }).Id;
    // The foreman adds logs but edits none (no Employee_ManageHours): a stale delete is refused as such.
    expect(await push({ Op: 'delete', Id: id, BaseVersion: 7 })).toMatchObject({
      Status: 'rejected',
      Message: Messages.NotAuthorized,
    });
    const admin = await ctx().login('admin');
    expect((await ctx().call(admin, 'DELETE', `/api/v1/workOrders/dailyLogs/${id}`)).statusCode).toBe(200);
    const edit = { Id: id, BaseVersion: 1, Data: { Date: day(0), TimeIn: '8:00', TimeOut: '16:30' } };
    expect(await push({ Op: 'update', ...edit })).toMatchObject({
      Status: 'rejected',
      Message: Messages.NotAuthorized,
    });
  });
});

describe('sync push handlers', () => {
  it('check no claim of their own: the services they call do', () => {
    const modules = join(__dirname, '../src/modules');
    const files = [
      ...readdirSync(join(modules, 'sync/push'))
        .filter((f) => f.startsWith('sync-push.'))
        .map((f) => join(modules, 'sync/push', f)),
      ...readdirSync(modules, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.sync.ts'))
        .map((f) => join(modules, f)),
    ];
    expect(files.filter((f) => f.endsWith('.sync.ts')).length).toBeGreaterThan(0);
    for (const f of files)
      expect(readFileSync(f, 'utf8'), f).not.toMatch(/requireClaim|mustAllow|allows\(|mayEditLogs/);
  });
});
