import {
  ContactStatuses,
  contactEmailFlags,
  isContactStatus,
  isEmail,
  Messages,
  normalizePhones,
  PhoneTypes,
  type Contact,
  type ContactFields,
  type ModelState,
} from '@canopy/shared';
import type { PhoneColumns } from './contacts.repo';

/** A contact form after the rules, ready to store. */
export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string | null;
  title_id: number | null;
  status_id: number;
  receives_billing: number;
  receives_proposal: number;
  /** undefined: the form sent no phones, so the stored ones stay. */
  phones?: PhoneColumns[];
}

export interface CheckedContact {
  values: ContactValues;
  errors: ModelState;
  /** The e-mail rule's message, which becomes the form's message when it applies. */
  emailProblem: string | null;
}

const isPhoneType = (id: number) => Object.values(PhoneTypes).includes(id as 1);

/**
 * Applies the contact rules to a form: names required, a valid e-mail, the e-mail rule for billing and
 * proposals, a known title and status, and phones by the shared phone rule (type Work by default, one
 * preferred). `field` prefixes field names when the contact is part of a larger form.
 */
export function checkContact(
  input: ContactFields,
  knownTitleIds: readonly number[],
  stored?: Contact,
  field = '',
): CheckedContact {
  const errors: ModelState = {};
  const add = (name: string, message: string) => (errors[field + name] ??= []).push(message);
  const first = input.FirstName.trim();
  const last = input.LastName.trim();
  if (!first) add('FirstName', 'First name is required.');
  if (!last) add('LastName', 'Last name is required.');
  const flags = contactEmailFlags(input, stored);
  if (flags.Email && !isEmail(flags.Email)) add('Email', Messages.InvalidEmail);
  if (flags.problem) add('Email', flags.problem);
  const titleId = input.TitleId === undefined ? (stored?.TitleId ?? null) : input.TitleId;
  if (titleId !== null && !knownTitleIds.includes(titleId)) add('TitleId', 'Please choose a title.');
  const statusId = input.StatusId ?? stored?.StatusId ?? ContactStatuses.Active;
  if (!isContactStatus(statusId)) add('StatusId', 'Please choose a status.');
  let phones: PhoneColumns[] | undefined;
  if (input.ContactPhoneNumbers) {
    const kept = normalizePhones(input.ContactPhoneNumbers, PhoneTypes.Work);
    for (const p of kept) {
      if (!isPhoneType(p.PhoneTypeId))
        add('ContactPhoneNumbers', `Please choose a phone type for ${p.Phone}.`);
      if ((p.Extension ?? '').length > 20)
        add('ContactPhoneNumbers', `The extension of ${p.Phone} must be at most 20 digits.`);
    }
    phones = kept.map((p) => ({
      phone: p.Phone,
      extension: p.Extension,
      phone_type_id: p.PhoneTypeId,
      is_preferred: p.IsPreferred ? 1 : 0,
    }));
  }
  return {
    errors,
    emailProblem: flags.problem,
    values: {
      first_name: first,
      last_name: last,
      email: flags.Email,
      title_id: titleId,
      status_id: statusId,
      receives_billing: flags.ReceivesBilling ? 1 : 0,
      receives_proposal: flags.ReceivesProposal ? 1 : 0,
      phones,
    },
  };
}

/** The form's message: the e-mail rule's own words when it applies, else the spec's general one. */
export const contactFormMessage = (emailProblem: string | null) =>
  emailProblem ?? Messages.ContactFormInvalid;
