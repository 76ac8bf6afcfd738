import { TransferStatuses } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';

/** A confirmed transfer's employee on one of its days. */
export interface LentCrew {
  date: string;
  transferRequestId: number;
  fromBranchId: number;
  toBranchId: number;
  employeeId: number;
}

/** A confirmed transfer's asset on one of its days. */
export interface LentEquipment {
  date: string;
  transferRequestId: number;
  fromBranchId: number;
  toBranchId: number;
  equipmentResourceId: number;
}

export interface Ledger {
  crew: LentCrew[];
  equipment: LentEquipment[];
}

type Side = 'to_branch_id' | 'from_branch_id';

/**
 * Who and what confirmed transfers move on `dates`, seen from one side (or all branches when
 * `branchIds` is null). Only Confirmed counts: a Returned request has handed everything back.
 */
async function confirmedOn(db: Db, side: Side, branchIds: number[] | null, dates: string[]): Promise<Ledger> {
  if (!dates.length || (branchIds && !branchIds.length)) return { crew: [], equipment: [] };
  const base = () => {
    let q = db
      .selectFrom('transfer_requests as tr')
      .innerJoin('transfer_request_dates as td', 'td.transfer_request_id', 'tr.id')
      .where('tr.status_id', '=', TransferStatuses.Confirmed)
      .where('td.transfer_date', 'in', dates);
    if (branchIds) q = q.where(inIds(db, `tr.${side}`, branchIds));
    return q;
  };
  const [crew, equipment] = await Promise.all([
    base()
      .innerJoin('transfer_request_crews as tc', 'tc.transfer_request_id', 'tr.id')
      .select(['td.transfer_date', 'tr.id', 'tr.from_branch_id', 'tr.to_branch_id', 'tc.employee_id'])
      .orderBy('td.transfer_date')
      .orderBy('tc.employee_id')
      .execute(),
    base()
      .innerJoin('transfer_request_equipment as te', 'te.transfer_request_id', 'tr.id')
      .select([
        'td.transfer_date',
        'tr.id',
        'tr.from_branch_id',
        'tr.to_branch_id',
        'te.equipment_resource_id',
      ])
      .orderBy('td.transfer_date')
      .orderBy('te.equipment_resource_id')
      .execute(),
  ]);
  const head = (r: { transfer_date: string; id: number; from_branch_id: number; to_branch_id: number }) => ({
    date: r.transfer_date,
    transferRequestId: r.id,
    fromBranchId: r.from_branch_id,
    toBranchId: r.to_branch_id,
  });
  return {
    crew: crew.map((r) => ({ ...head(r), employeeId: r.employee_id })),
    equipment: equipment.map((r) => ({ ...head(r), equipmentResourceId: r.equipment_resource_id })),
  };
}

/**
 * Crew and equipment lent into these branches by a confirmed transfer, per day: on those days they
 * are the receiving branch's to schedule. The resource calendar and the schedule wizard's choices
 * add these to the branch's own.
 */
export const borrowedInto = (db: Db, branchIds: number[], dates: string[]) =>
  confirmedOn(db, 'to_branch_id', branchIds, dates);

/** Crew and equipment these branches lent out by a confirmed transfer, per day: gone on those days. */
export const lentOutOf = (db: Db, branchIds: number[], dates: string[]) =>
  confirmedOn(db, 'from_branch_id', branchIds, dates);

/** Every confirmed transfer's crew and equipment on these days, whichever branches. */
export const lentAnywhere = (db: Db, dates: string[]) => confirmedOn(db, 'to_branch_id', null, dates);
