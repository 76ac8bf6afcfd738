import type { Contact, ContactPhone } from '@canopy/shared';
import type { ContactsRepo } from './contacts.repo';

type ContactRow = NonNullable<Awaited<ReturnType<ContactsRepo['byId']>>>;
type PhoneRow = Awaited<ReturnType<ContactsRepo['phones']>>[number];

export const toContactPhone = (p: PhoneRow): ContactPhone => ({
  Id: p.id,
  Phone: p.phone,
  Extension: p.extension ?? '',
  PhoneTypeId: p.phone_type_id,
  IsPreferred: !!p.is_preferred,
});

export const toContact = (c: ContactRow, phones: PhoneRow[]): Contact => ({
  Id: c.id,
  AccountId: c.account_id,
  FirstName: c.first_name,
  LastName: c.last_name,
  Email: c.email,
  TitleId: c.title_id,
  TitleName: c.title_name ?? null,
  StatusId: c.status_id,
  ReceivesBilling: !!c.receives_billing,
  ReceivesProposal: !!c.receives_proposal,
  IsPrimary: !!c.is_primary,
  ContactPhoneNumbers: phones.filter((p) => p.contact_id === c.id).map(toContactPhone),
  Version: c.version,
});

/** Contacts with their phones, read in one more query. */
export async function toContacts(repo: ContactsRepo, rows: ContactRow[]): Promise<Contact[]> {
  const phones = await repo.phones(rows.map((r) => r.id));
  return rows.map((r) => toContact(r, phones));
}
