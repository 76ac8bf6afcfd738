import { basisPointsToPercent, type Account, type Contact } from '@canopy/shared';
import type { AccountRecordsRepo } from './account-records.repo';

type Rows<K extends keyof AccountRecordsRepo> = Awaited<ReturnType<AccountRecordsRepo[K]>>;

const fullName = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

export function toAccount(
  a: NonNullable<Rows<'byId'>>,
  reps: Rows<'salesReps'>,
  locations: Rows<'locations'>,
  contacts: Contact[],
): Account {
  return {
    Id: a.id,
    Name: a.name,
    AccountTypeId: a.account_type_id,
    ClientTypeId: a.client_type_id,
    StatusId: a.status_id,
    InactiveReasonId: a.inactive_reason_id,
    SourceId: a.source_id,
    SourceDetailId: a.source_code_id,
    MinimumDownPayment:
      a.minimum_down_payment_bp === null ? null : basisPointsToPercent(a.minimum_down_payment_bp),
    CallFirstBeforeAutoPay: !!a.call_first_before_auto_pay,
    BillingAddressId: a.billing_id ?? null,
    Address: a.billing_id
      ? {
          Address1: a.address1!,
          Address2: a.address2 ?? null,
          City: a.city!,
          State: a.state!,
          Zip: a.zip!,
        }
      : null,
    Employees: reps.map((r) => ({ Id: r.id, Name: `${r.first_name} ${r.last_name}` })),
    CustomerSince: a.customer_since,
    DoNotEmail: !!a.do_not_email,
    TaxExempt: !!a.tax_exempt,
    // Invoices are another module, not built yet; an account without invoices owes nothing.
    AccountBalance: { Balance: 0 },
    BranchId: a.branch_id,
    BranchName: a.branch_name,
    ArboristId: a.arborist_id,
    ArboristName: fullName(a.arborist_first ?? null, a.arborist_last ?? null),
    SalesTerritoryId: a.sales_territory_id,
    Version: a.version,
    AccountLocations: locations.map((l) => ({
      Id: l.id,
      BranchId: l.branch_id,
      Address: l.address,
      City: l.city,
      State: l.state,
      Zip: l.zip,
      StatusId: l.status_id,
      IsBillTo: !!l.is_bill_to,
    })),
    AccountContacts: contacts,
  };
}
