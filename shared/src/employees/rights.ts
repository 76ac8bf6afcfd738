import { B, F, has, P, R, type ClaimFlags } from '../claims';

export interface Caller {
  claims: ClaimFlags;
  employeeId: number;
  branchIds: number[];
}

export interface EmployeeRights {
  view: boolean;
  /** Basic info and documents: Personal (oneself) or Full. */
  editBasic: boolean;
  /** Contact, geographic, training, photo, signature and emergency contacts: oneself or Full. */
  editOwn: boolean;
  /** Work info, shifts, wage, portal access, role, private documents, delete: Full only. */
  editFull: boolean;
  /** Wage is shown with Employee Full or Employee_ManageDraw ReadOnly/Full. */
  viewWage: boolean;
}

/** The spec's employee rights (accounts-finance-people.md §6), decided once for server and client. */
export function employeeRights(
  caller: Caller,
  employee: { id: number; branchIds: number[] },
): EmployeeRights {
  const self = caller.employeeId === employee.id;
  const full = has(caller.claims, 'Employee', F);
  const sharesBranch = employee.branchIds.some((b) => caller.branchIds.includes(b));
  const view =
    has(caller.claims, 'Employee', R | F) ||
    (has(caller.claims, 'Employee', B) && (sharesBranch || self)) ||
    (has(caller.claims, 'Employee', P) && self);
  return {
    view,
    editBasic: full || (self && has(caller.claims, 'Employee', P)),
    editOwn: full || (self && view),
    editFull: full,
    viewWage: full || has(caller.claims, 'Employee_ManageDraw', R | F),
  };
}
