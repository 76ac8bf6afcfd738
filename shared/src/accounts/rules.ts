import { AccountStatuses, AccountTypes, ClientTypes } from '../enums';
import { Messages } from '../messages';
import { fromScaled, toScaled } from '../prices/decimal';

/** The spec's default arborist of a new account (employee id 6). */
export const NEW_ACCOUNT_ARBORIST_ID = 6;

/** What a new account starts as (accounts-finance-people.md §4). */
export const NewAccountDefaults = {
  AccountTypeId: AccountTypes.Prospect,
  ClientTypeId: ClientTypes.Residential,
  StatusId: AccountStatuses.Pending,
  ArboristId: NEW_ACCOUNT_ARBORIST_ID,
} as const;

export const isAccountStatus = (id: number) => Object.values(AccountStatuses).includes(id as 1);

/** The inactive reason is kept only while the account is Inactive. */
export function inactiveReasonFor(statusId: number, reasonId: number | null | undefined): number | null {
  return statusId === AccountStatuses.Inactive ? (reasonId ?? null) : null;
}

/**
 * CallFirstBeforeAutoPay belongs to the minimum down payment: with no down payment required there is
 * nothing to auto-pay, so the flag is cleared.
 */
export function callFirstFor(minimumDownPayment: number | null | undefined, callFirst: boolean): boolean {
  return !!minimumDownPayment && callFirst;
}

/** Moving an account from Inactive to Active leaves its inactive locations inactive; the user is told. */
export function statusChangeWarning(from: number | undefined, to: number): string | null {
  return from === AccountStatuses.Inactive && to === AccountStatuses.Active
    ? Messages.InactiveLocationsStayInactive
    : null;
}

/** A percent with at most 2 decimals as an exact integer of hundredths (12.5 -> 1250), or null. */
export const percentToBasisPoints = (percent: number) => toScaled(percent, 2);
export const basisPointsToPercent = (bp: number) => fromScaled(bp, 2);

export interface AddressParts {
  Address1?: string | null;
  Address2?: string | null;
  City?: string | null;
  State?: string | null;
  Zip?: string | null;
}

const REQUIRED = ['Address1', 'City', 'State', 'Zip'] as const;

/**
 * Whether a billing address can be copied (or saved): none of Address1, City, State, Zip typed gives
 * 'Please enter a billing address', some of them 'Please complete entering a billing address'.
 */
export function billingAddressProblem(a: AddressParts | null | undefined): string | null {
  const filled = REQUIRED.filter((k) => !!a?.[k]?.trim()).length;
  if (filled === REQUIRED.length) return null;
  if (filled === 0 && !a?.Address2?.trim()) return Messages.BillingAddressMissing;
  return Messages.BillingAddressIncomplete;
}

/** The fields of an address that must still be typed before it is complete. */
export const missingAddressFields = (a: AddressParts | null | undefined) =>
  REQUIRED.filter((k) => !a?.[k]?.trim());
