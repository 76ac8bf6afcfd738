import {
  ContactStatuses,
  contactEmailFlags,
  isEmail,
  Messages,
  type Contact,
  type ContactFields,
  type ModelState,
} from '@canopy/shared';
import { blankPhoneRow, type PhoneRowValue } from '../../ui/PhoneRows';

/**
 * A contact as its form holds it: selects as strings, phones as PhoneRows values. Id 0 is a contact
 * not saved yet.
 */
export type ContactFormValues = {
  Id: number;
  Version: number;
  FirstName: string;
  LastName: string;
  TitleId: string | null;
  StatusId: string;
  Email: string;
  ReceivesBilling: boolean;
  ReceivesProposal: boolean;
  IsPrimary: boolean;
  Phones: PhoneRowValue[];
};

export const blankContact = (isPrimary = false): ContactFormValues => ({
  Id: 0,
  Version: 0,
  FirstName: '',
  LastName: '',
  TitleId: null,
  StatusId: String(ContactStatuses.Active),
  Email: '',
  ReceivesBilling: false,
  ReceivesProposal: false,
  IsPrimary: isPrimary,
  Phones: [blankPhoneRow(true)],
});

export const toContactValues = (c: Contact): ContactFormValues => ({
  Id: c.Id,
  Version: c.Version,
  FirstName: c.FirstName,
  LastName: c.LastName,
  TitleId: c.TitleId === null ? null : String(c.TitleId),
  StatusId: String(c.StatusId),
  Email: c.Email ?? '',
  ReceivesBilling: c.ReceivesBilling,
  ReceivesProposal: c.ReceivesProposal,
  IsPrimary: c.IsPrimary,
  Phones: c.ContactPhoneNumbers.map((p) => ({
    Number: { Phone: p.Phone, Extension: p.Extension ?? '' },
    PhoneTypeId: String(p.PhoneTypeId),
    IsPreferred: p.IsPreferred,
  })),
});

/** The wire form. Rows without a number are left out; the server applies the phone rule to the rest. */
export const toContactFields = (v: ContactFormValues): ContactFields => ({
  FirstName: v.FirstName.trim(),
  LastName: v.LastName.trim(),
  Email: v.Email.trim() || null,
  TitleId: v.TitleId ? Number(v.TitleId) : null,
  StatusId: Number(v.StatusId),
  ReceivesBilling: v.ReceivesBilling,
  ReceivesProposal: v.ReceivesProposal,
  IsPrimary: v.IsPrimary,
  ContactPhoneNumbers: v.Phones.filter((p) => p.Number?.Phone).map((p) => ({
    Phone: p.Number!.Phone,
    Extension: p.Number!.Extension || null,
    PhoneTypeId: Number(p.PhoneTypeId),
    IsPreferred: p.IsPreferred,
  })),
});

export interface ContactProblems {
  /** Field errors keyed by the form's field names (prefixed as asked). */
  errors: Record<string, string>;
  /** The spec's form message: the e-mail rule's own words when it applies, else the general one. */
  message: string;
}

/** The contact rules the server applies, checked before saving; null when the form is fine. */
export function contactProblems(v: ContactFormValues, prefix = ''): ContactProblems | null {
  const errors: Record<string, string> = {};
  if (!v.FirstName.trim()) errors[`${prefix}FirstName`] = 'First name is required.';
  if (!v.LastName.trim()) errors[`${prefix}LastName`] = 'Last name is required.';
  const flags = contactEmailFlags({
    Email: v.Email,
    ReceivesBilling: v.ReceivesBilling,
    ReceivesProposal: v.ReceivesProposal,
  });
  if (flags.problem) errors[`${prefix}Email`] = flags.problem;
  else if (flags.Email && !isEmail(flags.Email)) errors[`${prefix}Email`] = Messages.InvalidEmail;
  if (!Object.keys(errors).length) return null;
  return { errors, message: flags.problem ?? Messages.ContactFormInvalid };
}

/** The problems as a server would report them, so a RecordForm shows them on the fields with the message. */
export const problemsAsModelState = (p: ContactProblems): ModelState => ({
  Service: [p.message],
  ...Object.fromEntries(Object.entries(p.errors).map(([k, m]) => [k, [m]])),
});
