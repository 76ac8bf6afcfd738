import type { SaveWorkOrderService, ServiceChange } from '@canopy/shared';
import { nowIso, type Db } from '../../platform/db';
import type { StoredWorkOrder } from '../work-orders/work-orders.access';
import { cents, costProblems, linesProblems, storedLines, textOrNull } from './work-order-services.form';
import { asStored, type LineRow, type ServiceRow, type StoredLine } from './work-order-services.repo';

const sameLines = (a: StoredLine[], b: StoredLine[]) =>
  a.length === b.length &&
  a.every(
    (l, i) =>
      l.serviceItemId === b[i]!.serviceItemId &&
      l.serviceUnits === b[i]!.serviceUnits &&
      l.pricingUnits === b[i]!.pricingUnits,
  );

/**
 * What a save changes compared with the stored service (the claims needed depend on it), the
 * form's messages for the changed fields, and the values to store. A field sent unchanged is no
 * change, so a crew member completing a service may send the whole row back.
 */
export async function checkedSave(
  db: Db,
  wo: StoredWorkOrder,
  row: ServiceRow,
  stored: LineRow[],
  req: SaveWorkOrderService,
) {
  const change: ServiceChange = { completed: false, other: false };
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  const set = (column: string, value: unknown) => {
    values[column] = value;
    change.other = true;
  };

  if (req.TotalCost !== undefined) {
    const costs = costProblems(req.TotalCost);
    if (costs.length) {
      problems.push(...costs);
      change.other = true;
    } else if (cents(req.TotalCost!) !== Number(row.total_cost_cents))
      set('total_cost_cents', cents(req.TotalCost!));
  }
  if (req.Description !== undefined && textOrNull(req.Description) !== row.description)
    set('description', textOrNull(req.Description));
  if (req.Notes !== undefined && textOrNull(req.Notes) !== row.notes) set('notes', textOrNull(req.Notes));
  if (req.NeedsCorrection !== undefined && req.NeedsCorrection !== !!row.needs_correction)
    set('needs_correction', req.NeedsCorrection ? 1 : 0);
  if (req.Completed !== undefined && req.Completed !== !!row.completed) {
    change.completed = true;
    values.completed = req.Completed ? 1 : 0;
    values.date_completed = req.Completed ? nowIso() : null;
  }

  let lines: StoredLine[] | undefined;
  if (req.WorkOrderServiceItems) {
    const sent = req.WorkOrderServiceItems;
    const lineProblems = await linesProblems(db, wo.account_location_id, row.service_group_id, sent);
    if (lineProblems.length) {
      problems.push(...lineProblems);
      change.other = true;
    } else {
      const next = storedLines(sent);
      if (!sameLines(next, stored.map(asStored))) {
        lines = next;
        change.other = true;
      }
    }
  }
  return { change, problems, values, lines };
}
