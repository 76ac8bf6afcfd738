import {
  scoutingWeedTypesAllowed,
  type NewScoutingEntry,
  type SaveScoutingEntry,
  type ScoutingEntry,
  type ScoutingNotes,
  type WorkOrderScouting,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound } from '../../platform/errors';
import { itemSummaries } from '../work-order-services/item-summaries';
import { textOrNull } from '../work-order-services/work-order-services.form';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { scoutingReportAccess as access } from './scouting-reports.access';
import { checkedEntry, storeFindings } from './scouting-reports.form';
import { toEntry } from './scouting-reports.mapper';
import { scoutingReportsRepo, type EntryRow } from './scouting-reports.repo';

/** Scouting report entries: what was found on each inventory item of a work order's location. */
export function scoutingReportsService(db: Db) {
  const repo = scoutingReportsRepo(db);

  async function entries(rows: EntryRow[]): Promise<ScoutingEntry[]> {
    const ids = rows.map((r) => r.id);
    const [meta, others, items] = await Promise.all([
      repo.metaOf(ids),
      repo.othersOf(ids),
      itemSummaries(
        db,
        rows.map((r) => r.service_item_id),
      ),
    ]);
    return rows.map((r) => toEntry(r, meta, others, items));
  }

  async function one(id: number): Promise<ScoutingEntry> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return (await entries([row]))[0]!;
  }

  async function load(auth: AuthContext, id: number) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return { row, wo: await reachWorkOrder(db, auth, row.work_order_id) };
  }

  return {
    entries,

    async get(auth: AuthContext, workOrderId: number, includeArchived: boolean): Promise<WorkOrderScouting> {
      requireClaim(auth, access.view);
      const wo = await reachWorkOrder(db, auth, workOrderId);
      return {
        WorkOrderId: wo.id,
        ServiceGroupId: wo.service_group_id,
        AccountLocationId: wo.account_location_id,
        SentScoutingReport: !!wo.sent_scouting_report,
        ScoutingReportNotes: wo.scouting_report_notes,
        WeedTypesAllowed: scoutingWeedTypesAllowed(wo.service_group_id),
        Entries: await entries(await repo.entriesOf(wo.id, includeArchived)),
      };
    },

    /** One entry, if the caller reaches its work order. */
    async entry(auth: AuthContext, id: number): Promise<ScoutingEntry> {
      requireClaim(auth, access.view);
      await load(auth, id);
      return one(id);
    },

    async add(auth: AuthContext, req: NewScoutingEntry): Promise<ScoutingEntry> {
      requireClaim(auth, access.edit);
      const wo = await reachWorkOrder(db, auth, req.WorkOrderId);
      const e = await checkedEntry(db, wo, req);
      const id = await inTransaction(db, async (trx) => {
        const entryId = await scoutingReportsRepo(trx).insert(
          { work_order_id: wo.id, service_item_id: e.serviceItemId, notes: e.notes },
          nowIso(),
        );
        await storeFindings(trx, entryId, wo.account_location_id, e);
        return entryId;
      });
      return one(id);
    },

    async save(auth: AuthContext, req: SaveScoutingEntry): Promise<ScoutingEntry> {
      requireClaim(auth, access.edit);
      const { row, wo } = await load(auth, req.Id);
      const metaIds = new Set((await repo.metaOf([row.id])).map((m) => m.id));
      const e = await checkedEntry(db, wo, req, { entry: row, metaIds });
      const saved = await inTransaction(db, async (trx) => {
        const ok = await saveIfCurrent(trx, 'scouting_reports', row.id, req.Version, {
          service_item_id: e.serviceItemId,
          notes: e.notes,
        });
        if (ok) await storeFindings(trx, row.id, wo.account_location_id, e);
        return ok;
      });
      // Read after the transaction: SQLite has one connection and it is busy until then.
      if (!saved) throw conflict(await one(row.id));
      return one(row.id);
    },

    async toggleArchived(auth: AuthContext, id: number): Promise<ScoutingEntry> {
      requireClaim(auth, access.edit);
      await load(auth, id);
      await repo.toggleArchived(id);
      return one(id);
    },

    /**
     * A device's delete of the entry it saw: entries are archived, never deleted. One archived already
     * stays so (what the user asked for holds); a newer version is a conflict.
     */
    async archive(auth: AuthContext, id: number, version: number | null): Promise<ScoutingEntry> {
      requireClaim(auth, access.edit);
      const { row } = await load(auth, id);
      if (row.archived) return one(id);
      if (row.version !== version) throw conflict(await one(id));
      await repo.toggleArchived(id);
      return one(id);
    },

    async updateNotes(
      auth: AuthContext,
      workOrderId: number,
      notes: string | null | undefined,
    ): Promise<ScoutingNotes> {
      requireClaim(auth, access.edit);
      const wo = await reachWorkOrder(db, auth, workOrderId);
      await repo.updateNotes(wo.id, textOrNull(notes));
      return { WorkOrderId: wo.id, ScoutingReportNotes: textOrNull(notes) };
    },
  };
}
export type ScoutingReportsService = ReturnType<typeof scoutingReportsService>;
