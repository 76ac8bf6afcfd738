import {
  billingAddressProblem,
  Messages,
  missingAddressFields,
  type Account,
  type BillingAddressInput,
} from '@canopy/shared';

export type AddressValues = { Address1: string; Address2: string; City: string; State: string; Zip: string };

export const blankAddress = (): AddressValues => ({
  Address1: '',
  Address2: '',
  City: '',
  State: '',
  Zip: '',
});

export const toAddressValues = (a: Account['Address']): AddressValues =>
  a
    ? { Address1: a.Address1, Address2: a.Address2 ?? '', City: a.City, State: a.State, Zip: a.Zip }
    : blankAddress();

const text = (v: string) => v.trim() || null;

/** The wire form; null when nothing was typed (no billing address). */
export function toAddressInput(v: AddressValues): BillingAddressInput | null {
  if (billingAddressProblem(v) === Messages.BillingAddressMissing) return null;
  return {
    Address1: text(v.Address1),
    Address2: text(v.Address2),
    City: text(v.City),
    State: text(v.State.toUpperCase()),
    Zip: text(v.Zip),
  };
}

/**
 * The spec's billing address rule as field errors: a partly typed address names each missing field
 * with 'Please complete entering a billing address'; a blank one is fine unless `required`, when it
 * is 'Please enter a billing address'.
 */
export function addressProblems(v: AddressValues, prefix = '', required = false): Record<string, string> {
  const problem = billingAddressProblem(v);
  if (!problem || (problem === Messages.BillingAddressMissing && !required)) return {};
  if (problem === Messages.BillingAddressMissing) return { [`${prefix}Address1`]: problem };
  return Object.fromEntries(missingAddressFields(v).map((k) => [`${prefix}${k}`, problem]));
}
