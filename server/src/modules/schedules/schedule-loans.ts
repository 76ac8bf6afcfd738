import type { Db } from '../../platform/db';
import { lentAnywhere } from '../transfers/transfer-ledger.repo';

type PerDay<T> = Map<string, T>;

/**
 * What confirmed transfers change for one branch's schedules on some dates: the people and assets
 * lent into it (theirs to book on those days, whatever branch they belong to) and those lent to any
 * other branch (not bookable here on those days, even by the branch that owns them).
 */
export interface BranchLoans {
  /** Per date, borrowed employee id -> the lending branch. */
  crewIn: PerDay<Map<number, number>>;
  /** Per date, borrowed asset id -> the lending branch. */
  equipmentIn: PerDay<Map<number, number>>;
  /** Per date, the people with another branch that day. */
  crewOut: PerDay<Set<number>>;
  /** Per date, the assets with another branch that day. */
  equipmentOut: PerDay<Set<number>>;
}

export async function branchLoans(db: Db, branchId: number, dates: string[]): Promise<BranchLoans> {
  const ledger = await lentAnywhere(db, dates);
  const loans: BranchLoans = {
    crewIn: new Map(),
    equipmentIn: new Map(),
    crewOut: new Map(),
    equipmentOut: new Map(),
  };
  const lendIn = (m: PerDay<Map<number, number>>, date: string, id: number, from: number) =>
    m.set(date, (m.get(date) ?? new Map<number, number>()).set(id, from));
  const away = (m: PerDay<Set<number>>, date: string, id: number) =>
    m.set(date, (m.get(date) ?? new Set<number>()).add(id));
  for (const l of ledger.crew)
    if (l.toBranchId === branchId) lendIn(loans.crewIn, l.date, l.employeeId, l.fromBranchId);
  for (const l of ledger.equipment)
    if (l.toBranchId === branchId) lendIn(loans.equipmentIn, l.date, l.equipmentResourceId, l.fromBranchId);
  // Lent into this branch wins over lent elsewhere only if both were confirmed; the transfer screen
  // never lets that happen, but the branch that holds them that day is the one to book them.
  for (const l of ledger.crew)
    if (l.toBranchId !== branchId && !loans.crewIn.get(l.date)?.has(l.employeeId))
      away(loans.crewOut, l.date, l.employeeId);
  for (const l of ledger.equipment)
    if (l.toBranchId !== branchId && !loans.equipmentIn.get(l.date)?.has(l.equipmentResourceId))
      away(loans.equipmentOut, l.date, l.equipmentResourceId);
  return loans;
}

/** Every id lent in on any of the dates. */
export const borrowedIds = (m: PerDay<Map<number, number>>) => [
  ...new Set([...m.values()].flatMap((x) => [...x.keys()])),
];
