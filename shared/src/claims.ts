/** Claim values are bit flags; a claim may hold several, and any listed flag grants access. */
export const ClaimValues = {
  ReadOnly: 1,
  PersonalAccess: 2,
  BranchAccess: 4,
  FullAccess: 8,
} as const;
export type ClaimValue = (typeof ClaimValues)[keyof typeof ClaimValues];

export const R = ClaimValues.ReadOnly;
export const P = ClaimValues.PersonalAccess;
export const B = ClaimValues.BranchAccess;
export const F = ClaimValues.FullAccess;
export const ALL_FLAGS = R | P | B | F;

/**
 * Every claim type named in the spec, with its parent (children are shown under the parent in the
 * role claims editor). Ids are stable: they are stored in role claims.
 */
export const ClaimTypeList = [
  { Id: 1, Name: 'Account', ParentId: null },
  { Id: 2, Name: 'Branch', ParentId: null },
  { Id: 3, Name: 'Budgets', ParentId: null },
  { Id: 4, Name: 'Chemical', ParentId: null },
  { Id: 5, Name: 'Commissions', ParentId: null },
  { Id: 6, Name: 'Commissions_Reports', ParentId: 5 },
  { Id: 7, Name: 'EmployeePayments', ParentId: 5 },
  { Id: 8, Name: 'Contracts', ParentId: null },
  { Id: 9, Name: 'Dashboards', ParentId: null },
  { Id: 10, Name: 'Employee', ParentId: null },
  { Id: 11, Name: 'Employee_ManageHours', ParentId: 10 },
  { Id: 12, Name: 'Employee_ManageDraw', ParentId: 10 },
  { Id: 13, Name: 'ResetDrawBalance', ParentId: 10 },
  { Id: 14, Name: 'FinancialReports', ParentId: null },
  { Id: 15, Name: 'InventoryItems', ParentId: null },
  { Id: 16, Name: 'Invoices', ParentId: null },
  { Id: 17, Name: 'Invoices_TransactionApproval', ParentId: 16 },
  { Id: 18, Name: 'Price', ParentId: null },
  { Id: 19, Name: 'Proposals', ParentId: null },
  { Id: 20, Name: 'Resources', ParentId: null },
  { Id: 21, Name: 'SalesTerritories', ParentId: null },
  { Id: 22, Name: 'Schedules', ParentId: null },
  { Id: 23, Name: 'Scheduling', ParentId: 22 },
  { Id: 24, Name: 'ScoutingInventory', ParentId: null },
  { Id: 25, Name: 'Service', ParentId: null },
  { Id: 26, Name: 'ServiceRequests', ParentId: null },
  { Id: 27, Name: 'Settings', ParentId: null },
  { Id: 28, Name: 'TaxRates', ParentId: null },
  { Id: 29, Name: 'Transfers', ParentId: null },
  { Id: 30, Name: 'UserRole', ParentId: null },
  { Id: 31, Name: 'WorkAuthorizations', ParentId: null },
  { Id: 32, Name: 'WorkAuthorizations_Payments', ParentId: 31 },
  { Id: 33, Name: 'ConfirmWithoutDownPayment', ParentId: 31 },
  { Id: 34, Name: 'WorkOrders', ParentId: null },
  { Id: 35, Name: 'WorkOrder_Menu', ParentId: 34 },
  { Id: 36, Name: 'WorkOrders_Services', ParentId: 34 },
  { Id: 37, Name: 'WorkOrders_ActualChemicalsUsed', ParentId: 34 },
  { Id: 38, Name: 'WorkOrders_ServiceWeatherCondition', ParentId: 34 },
  { Id: 39, Name: 'WorkOrders_Status', ParentId: 34 },
  { Id: 40, Name: 'WorkOrder_Complete', ParentId: 34 },
  { Id: 41, Name: 'WorkOrder_MarkCancelled', ParentId: 34 },
  { Id: 42, Name: 'WorkOrders_Pricing', ParentId: 34 },
  { Id: 43, Name: 'WorkOrders_PrevailingWage', ParentId: 34 },
  { Id: 44, Name: 'WorkOrders_ServiceImages', ParentId: 34 },
  { Id: 45, Name: 'WorkOrders_DailyLogs', ParentId: 34 },
  { Id: 46, Name: 'WorkOrders_ScoutingReport', ParentId: 34 },
] as const;

export type ClaimType = (typeof ClaimTypeList)[number]['Name'];
export const ClaimTypes = ClaimTypeList.map((c) => c.Name) as ClaimType[];

/** Claim type name -> flags held. A missing type holds nothing. */
export type ClaimFlags = Partial<Record<ClaimType, number>>;

/** A requirement: the claim type and the flags any one of which grants access. */
export interface ClaimRule {
  type: ClaimType;
  any: number;
}

export function has(claims: ClaimFlags | undefined, type: ClaimType, any: number): boolean {
  return ((claims?.[type] ?? 0) & any) !== 0;
}

export function allows(claims: ClaimFlags | undefined, rule: ClaimRule | ClaimRule[]): boolean {
  const rules = Array.isArray(rule) ? rule : [rule];
  // A list of rules means "any of these" (the spec's "Schedules (any) or WorkOrders (any)").
  return rules.some((r) => has(claims, r.type, r.any));
}

/** Short constructor for rules: claim('WorkOrders', P | B | F). */
export function claim(type: ClaimType, any: number): ClaimRule {
  return { type, any };
}

/** The caller's reach for one claim type, strongest flag first. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'branch'; branchIds: number[] }
  | { kind: 'personal'; employeeId: number }
  | { kind: 'none' };

export function scopeOf(
  claims: ClaimFlags,
  type: ClaimType,
  who: { employeeId: number; branchIds: number[] },
): Scope {
  const v = claims[type] ?? 0;
  if (v & (F | R)) return { kind: 'all' };
  if (v & B) return { kind: 'branch', branchIds: who.branchIds };
  if (v & P) return { kind: 'personal', employeeId: who.employeeId };
  return { kind: 'none' };
}
