import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { ContactFields, Contact } from '../contacts/schemas';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

export const AccountSearch = Type.Object({
  ...SearchRequest.properties,
  StatusIds: Type.Optional(Type.Array(Type.Integer())),
  SalesTerritoryIds: Type.Optional(Type.Array(Type.Integer())),
  ArboristIds: Type.Optional(Type.Array(Type.Integer())),
});
export type AccountSearch = Static<typeof AccountSearch>;

export const AccountRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  AccountTypeId: Type.Integer(),
  ClientTypeId: Type.Integer(),
  StatusId: Type.Integer(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  ArboristId: Nullable(Type.Integer()),
  ArboristName: Nullable(Type.String()),
  Address: Nullable(Type.String()),
  City: Nullable(Type.String()),
  State: Nullable(Type.String()),
  Zip: Nullable(Type.String()),
  Phone: Nullable(Type.String()),
  Version: Type.Integer(),
});
export type AccountRow = Static<typeof AccountRow>;

/** Columns the account list may sort by. */
export const AccountSortColumns = ['Name', 'StatusId', 'ArboristName', 'City', 'Id'] as const;

// In bodies null is listed first: with type coercion on, a null would otherwise become 0 or ''.
const NullableIn = Nullable;

/** The account list shows 12 a page. */
export const ACCOUNT_PAGE_SIZE = 12;
export const ACCOUNT_NAME_MAX = 200;

/** Account statuses (AccountStatuses) with display names. */
export const AccountStatusList = [
  { Id: 1, Name: 'Pending' },
  { Id: 2, Name: 'Active' },
  { Id: 3, Name: 'Inactive' },
  { Id: 4, Name: 'Lost' },
];

const IdNameRow = Type.Object({ Id: Type.Integer(), Name: Type.String() });

export const BillingAddress = Type.Object({
  Address1: Type.String(),
  Address2: Nullable(Type.String()),
  City: Type.String(),
  State: Type.String(),
  Zip: Type.String(),
});
export type BillingAddress = Static<typeof BillingAddress>;

/** A billing address as typed; all blank means none, a partly filled one is refused. */
export const BillingAddressInput = Type.Object({
  Address1: Type.Optional(NullableIn(Type.String({ maxLength: 200 }))),
  Address2: Type.Optional(NullableIn(Type.String({ maxLength: 200 }))),
  City: Type.Optional(NullableIn(Type.String({ maxLength: 100 }))),
  State: Type.Optional(NullableIn(Type.String({ maxLength: 2 }))),
  Zip: Type.Optional(NullableIn(Type.String({ maxLength: 10 }))),
});
export type BillingAddressInput = Static<typeof BillingAddressInput>;

/** PUT accounts/{id}/billingAddress: the address and the account's Version (the save bumps it). */
export const SaveBillingAddress = Type.Object({
  ...BillingAddressInput.properties,
  Version: Bounds.Version(),
});
export type SaveBillingAddress = Static<typeof SaveBillingAddress>;

/** A service location as the account screen lists it (the location screens carry the rest). */
export const AccountLocationSummary = Type.Object({
  Id: Type.Integer(),
  BranchId: Type.Integer(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Zip: Type.String(),
  StatusId: Type.Integer(),
  IsBillTo: Type.Boolean(),
});
export type AccountLocationSummary = Static<typeof AccountLocationSummary>;

export const Account = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  AccountTypeId: Type.Integer(),
  ClientTypeId: Type.Integer(),
  StatusId: Type.Integer(),
  InactiveReasonId: Nullable(Type.Integer()),
  SourceId: Nullable(Type.Integer()),
  /** The source code (an item of the source codes list). */
  SourceDetailId: Nullable(Type.Integer()),
  /** Percent of an approved total required as a deposit, up to 2 decimals. */
  MinimumDownPayment: Nullable(Type.Number()),
  CallFirstBeforeAutoPay: Type.Boolean(),
  BillingAddressId: Nullable(Type.Integer()),
  Address: Nullable(BillingAddress),
  /** The sales reps. */
  Employees: Type.Array(IdNameRow),
  CustomerSince: Nullable(Type.String()),
  DoNotEmail: Type.Boolean(),
  TaxExempt: Type.Boolean(),
  /** Invoices are not built yet: the balance is 0 until they are. */
  AccountBalance: Type.Object({ Balance: Type.Number() }),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  ArboristId: Nullable(Type.Integer()),
  ArboristName: Nullable(Type.String()),
  SalesTerritoryId: Nullable(Type.Integer()),
  Version: Type.Integer(),
  AccountLocations: Type.Array(AccountLocationSummary),
  AccountContacts: Type.Array(Contact),
});
export type Account = Static<typeof Account>;

/** A saved account, with the warning the user should see (re-activating keeps inactive locations so). */
export const SavedAccount = Type.Object({
  ...Account.properties,
  Warning: Type.Optional(Type.String()),
});
export type SavedAccount = Static<typeof SavedAccount>;

/** Fields of the account form; on a save, fields left out keep their stored values. */
export const AccountFields = Type.Object({
  Name: Type.Optional(NullableIn(Type.String({ maxLength: ACCOUNT_NAME_MAX }))),
  AccountTypeId: Type.Optional(Type.Integer()),
  ClientTypeId: Type.Optional(Type.Integer()),
  StatusId: Type.Optional(Type.Integer()),
  InactiveReasonId: Type.Optional(NullableIn(Type.Integer())),
  SourceId: Type.Optional(NullableIn(Type.Integer())),
  SourceDetailId: Type.Optional(NullableIn(Type.Integer())),
  MinimumDownPayment: Type.Optional(NullableIn(Type.Number({ minimum: 0, maximum: 100 }))),
  CallFirstBeforeAutoPay: Type.Optional(Type.Boolean()),
  Address: Type.Optional(NullableIn(BillingAddressInput)),
  Employees: Type.Optional(Type.Array(Type.Object({ Id: Type.Integer() }), { maxItems: 50 })),
  CustomerSince: Type.Optional(NullableIn(Type.String({ maxLength: 30 }))),
  DoNotEmail: Type.Optional(Type.Boolean()),
  TaxExempt: Type.Optional(Type.Boolean()),
  BranchId: Type.Optional(Type.Integer()),
  ArboristId: Type.Optional(NullableIn(Type.Integer())),
  SalesTerritoryId: Type.Optional(NullableIn(Type.Integer())),
});
export type AccountFields = Static<typeof AccountFields>;

/**
 * POST accounts/create. Defaults: Prospect, Residential, Pending, arborist 6, the caller's primary
 * branch; the first contact (or the first marked IsPrimary) is the primary contact.
 */
export const NewAccount = Type.Object({
  ...AccountFields.properties,
  AccountContacts: Type.Optional(Type.Array(ContactFields, { maxItems: 20 })),
});
export type NewAccount = Static<typeof NewAccount>;

export const SaveAccount = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  ...AccountFields.properties,
});
export type SaveAccount = Static<typeof SaveAccount>;

/** GET accounts/accountNames?name=&excludeId=: accounts already named so, for the duplicate check. */
export const AccountNamesQuery = Type.Object({
  name: Type.String({ maxLength: ACCOUNT_NAME_MAX }),
  excludeId: Type.Optional(Bounds.Id()),
});
export type AccountNamesQuery = Static<typeof AccountNamesQuery>;

export const AccountNameMatch = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  BranchName: Type.String(),
});
export type AccountNameMatch = Static<typeof AccountNameMatch>;
