import {
  billingAddressProblem,
  callFirstFor,
  EmployeeStatuses,
  inactiveReasonFor,
  isAccountStatus,
  Messages,
  NewAccountDefaults,
  parseDate,
  percentToBasisPoints,
  residentialAccountName,
  ClientTypes,
  type Account,
  type AccountFields,
  type BillingAddressInput,
  type ModelState,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { formErrors, ValidationError } from '../../platform/errors';
import { accountRecordsRepo, type AddressColumns } from './account-records.repo';

/** An account form after defaults, rules and the stored values for anything not sent. */
export interface AccountValues {
  columns: {
    name: string;
    account_type_id: number;
    client_type_id: number;
    status_id: number;
    inactive_reason_id: number | null;
    source_id: number | null;
    source_code_id: number | null;
    minimum_down_payment_bp: number | null;
    call_first_before_auto_pay: number;
    customer_since: string | null;
    do_not_email: number;
    tax_exempt: number;
    branch_id: number;
    arborist_id: number | null;
    sales_territory_id: number | null;
  };
  /** undefined: not sent, the stored address stays; null: no billing address. */
  address?: AddressColumns | null;
  salesRepIds?: number[];
}

export const formFailed = (ms: ModelState) => new ValidationError(ms, Messages.AccountFormInvalid);

const text = (v: string | null | undefined) => v?.trim() || null;

/** A complete billing address as columns, null when nothing was typed, or the problem with it. */
export function addressColumns(a: BillingAddressInput | null): AddressColumns | null | string {
  if (!a) return null;
  const problem = billingAddressProblem(a);
  if (problem === Messages.BillingAddressMissing) return null;
  if (problem) return problem;
  return {
    address1: a.Address1!.trim(),
    address2: text(a.Address2),
    city: a.City!.trim(),
    state: a.State!.trim().toUpperCase(),
    zip: a.Zip!.trim(),
  };
}

interface Context {
  stored?: Account;
  /** The names a residential account takes: the primary contact's (or the first new contact's). */
  primaryContact?: { FirstName: string; LastName: string } | null;
  /** The arborist of a new account when the form names none. */
  defaultArboristId?: number | null;
  defaultBranchId?: number | null;
  /** Failures found elsewhere in the same form (its contacts), reported together with the account's. */
  errors?: ModelState;
}

/** Merges the form over the stored account and checks every field, reporting all failures at once. */
export async function checkAccount(db: Db, input: AccountFields, ctx: Context): Promise<AccountValues> {
  const { stored } = ctx;
  const repo = accountRecordsRepo(db);
  const form = formErrors({ ...ctx.errors });
  const add = form.add;
  const pick = <T>(sent: T | undefined, kept: T) => (sent === undefined ? kept : sent);

  const clientTypeId = input.ClientTypeId ?? stored?.ClientTypeId ?? NewAccountDefaults.ClientTypeId;
  const accountTypeId = input.AccountTypeId ?? stored?.AccountTypeId ?? NewAccountDefaults.AccountTypeId;
  const statusId = input.StatusId ?? stored?.StatusId ?? NewAccountDefaults.StatusId;
  const contact = ctx.primaryContact;
  const name =
    clientTypeId === ClientTypes.Residential && contact
      ? residentialAccountName(contact.FirstName, contact.LastName)
      : (text(pick(input.Name, stored?.Name)) ?? '');
  if (!name) add('Name', 'Name is required.');

  const reasonId = inactiveReasonFor(statusId, pick(input.InactiveReasonId, stored?.InactiveReasonId));
  const sourceId = pick(input.SourceId, stored?.SourceId ?? null);
  const sourceCodeId = pick(input.SourceDetailId, stored?.SourceDetailId ?? null);
  const territoryId = pick(input.SalesTerritoryId, stored?.SalesTerritoryId ?? null);
  const branchId = input.BranchId ?? stored?.BranchId ?? ctx.defaultBranchId ?? null;
  const arboristId = pick(input.ArboristId, stored ? stored.ArboristId : (ctx.defaultArboristId ?? null));
  const known = async (table: Parameters<typeof repo.existing>[0], id: number | null) =>
    id === null || (await repo.existing(table, [id])).length === 1;
  if (!(await known('account_types', accountTypeId))) add('AccountTypeId', 'Please choose an account type.');
  if (!(await known('client_types', clientTypeId))) add('ClientTypeId', 'Please choose a client type.');
  if (!isAccountStatus(statusId)) add('StatusId', 'Please choose a status.');
  if (!(await known('inactive_reasons', reasonId)))
    add('InactiveReasonId', 'Please choose an inactive reason.');
  if (!(await known('sources', sourceId))) add('SourceId', 'Please choose a source.');
  if (!(await known('source_codes', sourceCodeId))) add('SourceDetailId', 'Please choose a source code.');
  if (!(await known('sales_territories', territoryId)))
    add('SalesTerritoryId', 'Please choose a sales territory.');
  if (branchId === null || !(await known('branches', branchId))) add('BranchId', 'Please choose a branch.');

  // A newly chosen arborist or sales rep must be active; ones already on the account may stay.
  const active = async (ids: number[]) =>
    (await repo.employees(ids)).filter((e) => e.status_id === EmployeeStatuses.Active).map((e) => e.id);
  if (arboristId !== null && arboristId !== stored?.ArboristId && !(await active([arboristId])).length)
    add('ArboristId', 'The arborist must be an active employee.');
  let salesRepIds: number[] | undefined;
  if (input.Employees) {
    salesRepIds = [...new Set(input.Employees.map((e) => e.Id))];
    const kept = new Set(stored?.Employees.map((e) => e.Id) ?? []);
    const added = salesRepIds.filter((id) => !kept.has(id));
    const ok = new Set([...(await active(added)), ...kept]);
    if (salesRepIds.some((id) => !ok.has(id))) add('Employees', 'Sales reps must be active employees.');
  }

  const downPayment = pick(input.MinimumDownPayment, stored?.MinimumDownPayment ?? null);
  const downPaymentBp = downPayment === null ? null : percentToBasisPoints(downPayment);
  if (downPayment !== null && downPaymentBp === null)
    add('MinimumDownPayment', 'Minimum down payment must have at most 2 decimals.');
  const callFirst = callFirstFor(
    downPaymentBp,
    pick(input.CallFirstBeforeAutoPay, stored?.CallFirstBeforeAutoPay ?? false),
  );

  const sinceText = pick(input.CustomerSince, stored?.CustomerSince ?? null);
  const since = text(sinceText) ? parseDate(sinceText) : null;
  if (text(sinceText) && !since) add('CustomerSince', 'Customer since is not a valid date.');

  let address: AddressColumns | null | undefined;
  if (input.Address !== undefined) {
    const a = addressColumns(input.Address);
    if (typeof a === 'string') add('Address', a);
    else address = a;
  }

  form.check(Messages.AccountFormInvalid);
  return {
    columns: {
      name,
      account_type_id: accountTypeId,
      client_type_id: clientTypeId,
      status_id: statusId,
      inactive_reason_id: reasonId,
      source_id: sourceId,
      source_code_id: sourceCodeId,
      minimum_down_payment_bp: downPaymentBp,
      call_first_before_auto_pay: callFirst ? 1 : 0,
      customer_since: since,
      do_not_email: pick(input.DoNotEmail, stored?.DoNotEmail ?? false) ? 1 : 0,
      tax_exempt: pick(input.TaxExempt, stored?.TaxExempt ?? false) ? 1 : 0,
      branch_id: branchId!,
      arborist_id: arboristId,
      sales_territory_id: territoryId,
    },
    address,
    salesRepIds,
  };
}
