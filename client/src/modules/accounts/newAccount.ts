import { residentialAccountName, type ModelState, type NewAccount } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { blankContact, contactProblems, toContactFields, type ContactFormValues } from '../contacts';
import {
  accountProblems,
  isResidential,
  newAccountValues,
  toAccountFields,
  type AccountFormValues,
} from './accountForm';
import { addressProblems, blankAddress, toAddressInput, type AddressValues } from './billingAddress';

/**
 * The add form: the account, its first contact (the primary one) and the billing address.
 * `OwnName` is set once the user edits the name; until then it follows the contact.
 */
export type NewAccountValues = AccountFormValues & {
  OwnName: boolean;
  Contact: ContactFormValues;
  Address: AddressValues;
};

export const newAccountForm = (branchId: number | null, arboristId: number | null): NewAccountValues => ({
  ...newAccountValues(branchId, arboristId),
  OwnName: false,
  Contact: blankContact(true),
  Address: blankAddress(),
});

/** A residential account is named after its contact; another takes the contact's name until one is typed. */
export function shownName(v: NewAccountValues): string {
  if (isResidential(v) || !v.OwnName) return residentialAccountName(v.Contact.FirstName, v.Contact.LastName);
  return v.Name;
}

export function newAccountProblems(v: NewAccountValues): Record<string, string> {
  return {
    ...accountProblems({ ...v, Name: shownName(v) }, !isResidential(v)),
    ...contactProblems(v.Contact, 'Contact.')?.errors,
    ...addressProblems(v.Address, 'Address.'),
  };
}

export const toNewAccount = (v: NewAccountValues): NewAccount => ({
  ...toAccountFields({ ...v, Name: shownName(v) }),
  Address: toAddressInput(v.Address),
  AccountContacts: [{ ...toContactFields(v.Contact), IsPrimary: true }],
});

/** The server names the first contact's fields 'AccountContacts.0.X'; the form calls them 'Contact.X'. */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const renamed: ModelState = {};
  for (const [key, messages] of Object.entries(error.modelState))
    renamed[key.replace(/^AccountContacts[.[]0\]?\./, 'Contact.')] = messages;
  return new ApiError(error.status, error.message, renamed, error.data);
}
