import {
  keptOtherItems,
  metaItemsFromListMessage,
  ScoutingReportMessages as M,
  scoutingEntryProblems,
  type SaveScoutingEntry,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import { itemsAtLocation } from '../work-order-services/item-summaries';
import { textOrNull } from '../work-order-services/work-order-services.form';
import type { StoredWorkOrder } from '../work-orders/work-orders.access';
import { KIND_FIELDS } from './scouting-reports.mapper';
import { scoutingReportsRepo, type EntryRow, type OtherLine } from './scouting-reports.repo';

type EntryInput = Omit<SaveScoutingEntry, 'Id' | 'Version'>;

/** What an entry stores; a list left out of a save keeps what is stored (it is not in `meta`/`others`). */
export interface CheckedEntry {
  serviceItemId: number;
  notes: string | null;
  meta: { kind: number; ids: number[] }[];
  others: { kind: number; lines: OtherLine[] }[];
}

/**
 * Checks an entry for the work order: an inventory item of its location, findings from the
 * catalogue of the right kind (an archived one only if the entry already had it), and weed types
 * only on Lawn Care work orders. Other-item lines without a name are dropped.
 */
export async function checkedEntry(
  db: Db,
  wo: StoredWorkOrder,
  req: EntryInput,
  stored?: { entry: EntryRow; metaIds: Set<number> },
): Promise<CheckedEntry> {
  const serviceItemId = req.ServiceItemId !== undefined ? req.ServiceItemId : stored?.entry.service_item_id;
  const problems = scoutingEntryProblems({ ...req, ServiceItemId: serviceItemId }, wo.service_group_id);
  if (serviceItemId && serviceItemId !== stored?.entry.service_item_id) {
    const at =
      wo.account_location_id == null
        ? new Set()
        : await itemsAtLocation(db, wo.account_location_id, [serviceItemId]);
    if (!at.has(serviceItemId)) problems.push(M.ItemNotAtLocation);
  }
  const sent = KIND_FIELDS.flatMap((f) => req[f.list] ?? []);
  const known = new Map((await scoutingReportsRepo(db).metaItems(sent)).map((m) => [m.id, m]));
  for (const f of KIND_FIELDS) {
    const wrong = (req[f.list] ?? []).some((id) => {
      const m = known.get(id);
      return !m || m.kind !== f.kind || (!!m.archived && !stored?.metaIds.has(id));
    });
    if (wrong) problems.push(metaItemsFromListMessage(f.plural));
  }
  if (problems.length) throw new ValidationError({ Service: problems });
  return {
    serviceItemId: serviceItemId!,
    notes: req.Notes !== undefined ? textOrNull(req.Notes) : (stored?.entry.notes ?? null),
    meta: KIND_FIELDS.flatMap((f) => {
      const ids = req[f.list];
      return ids ? [{ kind: f.kind, ids: [...new Set(ids)] }] : [];
    }),
    others: KIND_FIELDS.flatMap((f) => {
      const lines = req[f.others];
      return lines ? [{ kind: f.kind, lines: keptOtherItems(lines) }] : [];
    }),
  };
}

/** Stores the entry's findings (the lists the entry form sent). */
export async function storeFindings(db: Db, entryId: number, locationId: number | null, e: CheckedEntry) {
  const repo = scoutingReportsRepo(db);
  for (const m of e.meta) await repo.replaceMeta(entryId, m.kind, m.ids);
  for (const o of e.others) await repo.replaceOthers(entryId, o.kind, locationId, o.lines);
}
