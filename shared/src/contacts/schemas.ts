import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
// In bodies null is listed first: with type coercion on, a null would otherwise become 0 or ''.
const NullableIn = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);

/** The account contacts list shows 12 a page. */
export const CONTACT_PAGE_SIZE = 12;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 320;

/** Contact statuses (ContactStatuses) with display names. */
export const ContactStatusList = [
  { Id: 1, Name: 'Active' },
  { Id: 2, Name: 'Inactive' },
];

export const ContactPhone = Type.Object({
  Id: Type.Integer(),
  Phone: Type.String(),
  Extension: Type.String(),
  PhoneTypeId: Type.Integer(),
  IsPreferred: Type.Boolean(),
});
export type ContactPhone = Static<typeof ContactPhone>;

/** A phone as typed: the first 10 digits of Phone + Extension are the number, the rest the extension. */
export const ContactPhoneInput = Type.Object({
  Phone: Type.Optional(NullableIn(Type.String({ maxLength: 40 }))),
  Extension: Type.Optional(NullableIn(Type.String({ maxLength: 40 }))),
  PhoneTypeId: Type.Optional(Type.Integer()),
  IsPreferred: Type.Optional(Type.Boolean()),
});
export type ContactPhoneInput = Static<typeof ContactPhoneInput>;

export const Contact = Type.Object({
  Id: Type.Integer(),
  AccountId: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Nullable(Type.String()),
  TitleId: Nullable(Type.Integer()),
  TitleName: Nullable(Type.String()),
  StatusId: Type.Integer(),
  ReceivesBilling: Type.Boolean(),
  ReceivesProposal: Type.Boolean(),
  IsPrimary: Type.Boolean(),
  ContactPhoneNumbers: Type.Array(ContactPhone),
  Version: Type.Integer(),
});
export type Contact = Static<typeof Contact>;

/**
 * A contact's form. Left out, ReceivesBilling and ReceivesProposal follow the e-mail: on when an
 * e-mail is entered, off when it is blank; StatusId defaults to Active.
 */
export const ContactFields = Type.Object({
  FirstName: Type.String({ maxLength: CONTACT_NAME_MAX }),
  LastName: Type.String({ maxLength: CONTACT_NAME_MAX }),
  Email: Type.Optional(NullableIn(Type.String({ maxLength: CONTACT_EMAIL_MAX }))),
  TitleId: Type.Optional(NullableIn(Type.Integer())),
  StatusId: Type.Optional(Type.Integer()),
  ReceivesBilling: Type.Optional(Type.Boolean()),
  ReceivesProposal: Type.Optional(Type.Boolean()),
  IsPrimary: Type.Optional(Type.Boolean()),
  ContactPhoneNumbers: Type.Optional(Type.Array(ContactPhoneInput, { maxItems: 20 })),
});
export type ContactFields = Static<typeof ContactFields>;

export const NewContact = Type.Object({
  AccountId: Bounds.Id(),
  ...ContactFields.properties,
});
export type NewContact = Static<typeof NewContact>;

/** A saved contact: the whole form again, with the Version it was read at (409 when stale). */
export const SaveContact = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  ...ContactFields.properties,
});
export type SaveContact = Static<typeof SaveContact>;

export const ContactSearch = Type.Object({
  ...SearchRequest.properties,
  StatusIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
});
export type ContactSearch = Static<typeof ContactSearch>;
