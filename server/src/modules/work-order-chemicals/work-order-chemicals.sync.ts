import {
  NewWorkOrderChemical,
  PushApplicationRevisions,
  SaveWorkOrderChemical,
  type ApplicationHistory,
  type SyncApplicationHistory,
} from '@canopy/shared';
import { SyncMessages } from '@canopy/sync/protocol';
import type { Db } from '../../platform/db';
import { HttpError, ruleFailed } from '../../platform/errors';
import { parseBody } from '../sync/push/sync-push.body';
import { applied, unlessGone, type MutationCtx, type Outcome } from '../sync/push/sync-push.handlers';
import { loaded, onHeldWorkOrder, type LoadContext, type SyncEntityDef } from '../sync/sync-entity';
import { applicationRecordsService } from './application-records.service';
import { workOrderChemicalAccess as access } from './work-order-chemicals.access';
import { toRecord } from './work-order-chemicals.mapper';
import { workOrderChemicalsRepo, type LineRow } from './work-order-chemicals.repo';
import { workOrderChemicalsService } from './work-order-chemicals.service';

/** The held lines among `ids`: the online DTOs, each with its own work order's state profile. */
async function heldLines(ctx: LoadContext, ids: number[]) {
  const rows = (await workOrderChemicalsRepo(ctx.db).byIds(ids)).filter(onHeldWorkOrder(ctx));
  const byWorkOrder = new Map<number, LineRow[]>();
  for (const r of rows) byWorkOrder.set(r.work_order_id, [...(byWorkOrder.get(r.work_order_id) ?? []), r]);
  const lines = workOrderChemicalsService(ctx.db);
  return (await Promise.all([...byWorkOrder.values()].map((group) => lines.mapped(group)))).flat();
}

/**
 * Chemical lines on the crew app: the online add, save and archive (lines are archived, never
 * deleted, so a delete from the device archives the line and answers it as a pull would bring it).
 */
export const chemicalLineSync: SyncEntityDef<'chemicalLine'> = {
  entity: 'chemicalLine',
  read: access.view,

  async load(ctx, ids) {
    return loaded(await heldLines(ctx, ids));
  },

  push: {
    async create({ trx, auth, data }) {
      return applied(await workOrderChemicalsService(trx).add(auth, parseBody(NewWorkOrderChemical, data)));
    },

    async update(c) {
      const body = parseBody(SaveWorkOrderChemical, { ...c.data, Id: c.id, Version: c.m.BaseVersion });
      return unlessGone(c, 'work_order_service_chemicals', async () =>
        applied(await workOrderChemicalsService(c.trx).save(c.auth, body)),
      );
    },

    async delete(c) {
      return unlessGone(c, 'work_order_service_chemicals', async () => {
        return applied(await workOrderChemicalsService(c.trx).archive(c.auth, c.id));
      });
    },
  },
};

const toSync = (h: ApplicationHistory, workOrderId: number): SyncApplicationHistory => ({
  WorkOrderChemicalId: h.WorkOrderChemicalId,
  WorkOrderId: workOrderId,
  Revisions: h.Revisions,
});

async function histories(db: Db, rows: LineRow[]): Promise<Map<number, SyncApplicationHistory>> {
  const records = await workOrderChemicalsRepo(db).recordsOf(rows.map((r) => r.id));
  const out = new Map<number, SyncApplicationHistory>();
  for (const r of rows) {
    const revisions = records.filter((x) => x.work_order_chemical_id === r.id).map(toRecord);
    if (revisions.length)
      out.set(r.id, { WorkOrderChemicalId: r.id, WorkOrderId: r.work_order_id, Revisions: revisions });
  }
  return out;
}

const recordOutcome = (h: SyncApplicationHistory, kind: 'applied' | 'conflict'): Outcome =>
  kind === 'applied'
    ? { kind, Id: h.WorkOrderChemicalId, Version: h.Revisions.length, Deleted: false, Data: h }
    : { kind, Id: h.WorkOrderChemicalId, Current: h, CurrentVersion: h.Revisions.length };

/**
 * Appends the revisions the device made, in order, through the online call. Each names the revision
 * it replaces; one based on a revision that is no longer the current one is a conflict carrying the
 * server's history. After the user chose to keep theirs (the mutation is then based on the server's
 * revision count), their first revision is taken as replacing the current one.
 */
async function appendRevisions(c: MutationCtx, lineId: number): Promise<Outcome> {
  const body = parseBody(PushApplicationRevisions, { ...c.data, WorkOrderChemicalId: lineId });
  const records = applicationRecordsService(c.trx, workOrderChemicalsService(c.trx));
  // Checks the caller may append and reaches the line's work order (404 outside) before anything else.
  let history = await records.historyToAppend(c.auth, lineId);
  const workOrderId = (await workOrderChemicalsRepo(c.trx).byId(lineId))!.work_order_id;
  const stored = new Set(history.Revisions.map((r) => r.Id));
  const [first, ...rest] = body.Revisions;
  const current = history.Revisions.at(-1)?.Id ?? null;
  const rebase =
    c.m.BaseVersion === history.Revisions.length && first!.Id && !stored.has(first!.Id.toLowerCase());
  const revisions = rebase ? [{ ...first!, ReplacesId: current }, ...rest] : body.Revisions;
  try {
    for (const revision of revisions) history = await records.record(c.auth, lineId, revision);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 409)
      return recordOutcome(toSync(await records.history(c.auth, lineId), workOrderId), 'conflict');
    throw e;
  }
  return recordOutcome(toSync(history, workOrderId), 'applied');
}

/**
 * A chemical line's application record on the crew app: its revisions under the line's id. The
 * device only appends (create for a line with no record yet, update after), never edits a revision
 * or removes the record.
 */
export const applicationRecordSync: SyncEntityDef<'applicationRecord'> = {
  entity: 'applicationRecord',
  read: access.view,

  async load(ctx, ids) {
    const rows = (await workOrderChemicalsRepo(ctx.db).byIds(ids)).filter(onHeldWorkOrder(ctx));
    const found = await histories(ctx.db, rows);
    return new Map([...found].map(([id, h]) => [id, { version: h.Revisions.length, data: h }] as const));
  },

  push: {
    async create(c) {
      const lineId = Number((c.data as { WorkOrderChemicalId?: unknown }).WorkOrderChemicalId);
      return appendRevisions(c, Number.isInteger(lineId) && lineId > 0 ? lineId : 0);
    },

    async update(c) {
      return unlessGone(c, 'work_order_service_chemicals', () => appendRevisions(c, c.id));
    },

    async delete() {
      throw ruleFailed(SyncMessages.ReadOnly);
    },
  },
};
