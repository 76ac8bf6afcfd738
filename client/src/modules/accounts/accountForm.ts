import {
  callFirstFor,
  ClientTypes,
  inactiveReasonFor,
  NewAccountDefaults,
  type Account,
  type AccountFields,
  type IsoDate,
  type SaveAccount,
} from '@canopy/shared';

/**
 * The account form's values: selects as strings, the down payment as a percent number. Add and
 * info share them; the add page adds the first contact and the billing address.
 */
export type AccountFormValues = {
  Id: number;
  Version: number;
  Name: string;
  AccountTypeId: string;
  ClientTypeId: string;
  StatusId: string;
  InactiveReasonId: string | null;
  SourceId: string | null;
  SourceDetailId: string | null;
  MinimumDownPayment: number | null;
  CallFirstBeforeAutoPay: boolean;
  CustomerSince: IsoDate | null;
  DoNotEmail: boolean;
  TaxExempt: boolean;
  BranchId: string | null;
  ArboristId: string | null;
  SalesTerritoryId: string | null;
  SalesRepIds: string[];
};

const str = (id: number | null | undefined) => (id == null ? null : String(id));
const num = (id: string | null) => (id ? Number(id) : null);

export const isResidential = (v: Pick<AccountFormValues, 'ClientTypeId'>) =>
  Number(v.ClientTypeId) === ClientTypes.Residential;

export function newAccountValues(branchId: number | null, arboristId: number | null): AccountFormValues {
  return {
    Id: 0,
    Version: 0,
    Name: '',
    AccountTypeId: String(NewAccountDefaults.AccountTypeId),
    ClientTypeId: String(NewAccountDefaults.ClientTypeId),
    StatusId: String(NewAccountDefaults.StatusId),
    InactiveReasonId: null,
    SourceId: null,
    SourceDetailId: null,
    MinimumDownPayment: null,
    CallFirstBeforeAutoPay: false,
    CustomerSince: null,
    DoNotEmail: false,
    TaxExempt: false,
    BranchId: str(branchId),
    ArboristId: str(arboristId),
    SalesTerritoryId: null,
    SalesRepIds: [],
  };
}

export const toAccountValues = (a: Account): AccountFormValues => ({
  Id: a.Id,
  Version: a.Version,
  Name: a.Name,
  AccountTypeId: String(a.AccountTypeId),
  ClientTypeId: String(a.ClientTypeId),
  StatusId: String(a.StatusId),
  InactiveReasonId: str(a.InactiveReasonId),
  SourceId: str(a.SourceId),
  SourceDetailId: str(a.SourceDetailId),
  MinimumDownPayment: a.MinimumDownPayment,
  CallFirstBeforeAutoPay: a.CallFirstBeforeAutoPay,
  CustomerSince: a.CustomerSince,
  DoNotEmail: a.DoNotEmail,
  TaxExempt: a.TaxExempt,
  BranchId: String(a.BranchId),
  ArboristId: str(a.ArboristId),
  SalesTerritoryId: str(a.SalesTerritoryId),
  SalesRepIds: a.Employees.map((e) => String(e.Id)),
});

/**
 * The wire form, with the spec's rules applied as the user will see them saved: the inactive reason
 * only while Inactive, call-first only with a down payment.
 */
export function toAccountFields(v: AccountFormValues): AccountFields {
  const statusId = Number(v.StatusId);
  return {
    Name: v.Name.trim() || null,
    AccountTypeId: Number(v.AccountTypeId),
    ClientTypeId: Number(v.ClientTypeId),
    StatusId: statusId,
    InactiveReasonId: inactiveReasonFor(statusId, num(v.InactiveReasonId)),
    SourceId: num(v.SourceId),
    SourceDetailId: num(v.SourceDetailId),
    MinimumDownPayment: v.MinimumDownPayment,
    CallFirstBeforeAutoPay: callFirstFor(v.MinimumDownPayment, v.CallFirstBeforeAutoPay),
    CustomerSince: v.CustomerSince,
    DoNotEmail: v.DoNotEmail,
    TaxExempt: v.TaxExempt,
    ...(v.BranchId ? { BranchId: Number(v.BranchId) } : {}),
    ArboristId: num(v.ArboristId),
    SalesTerritoryId: num(v.SalesTerritoryId),
    Employees: v.SalesRepIds.map((id) => ({ Id: Number(id) })),
  };
}

export const toSaveAccount = (v: AccountFormValues): SaveAccount => ({
  ...toAccountFields(v),
  Id: v.Id,
  Version: v.Version,
});

/** Field problems the server would report, found before the call. */
export function accountProblems(v: AccountFormValues, nameRequired: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (nameRequired && !v.Name.trim()) errors.Name = 'Name is required.';
  if (!v.BranchId) errors.BranchId = 'Please choose a branch.';
  return errors;
}
