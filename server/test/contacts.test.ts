import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, Messages } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';

type Phone = { Phone: string; Extension: string; PhoneTypeId: number; IsPreferred: boolean };
type Contact = {
  Id: number;
  AccountId: number;
  FirstName: string;
  LastName: string;
  Email: string | null;
  TitleId: number | null;
  TitleName: string | null;
  StatusId: number;
  ReceivesBilling: boolean;
  ReceivesProposal: boolean;
  IsPrimary: boolean;
  ContactPhoneNumbers: Phone[];
  Version: number;
};

const url = (path: string) => `/api/v1/${path}`;
const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);

async function newAccount(ctx: TestCtx, s: Session, fields: Record<string, unknown> = {}) {
  const res = await ctx.call(s, 'POST', url('accounts/create'), {
    BranchId: 1,
    AccountContacts: [{ FirstName: 'Paula', LastName: 'Prime', Email: 'paula@mail.example' }],
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; Name: string; AccountContacts: Contact[] }>();
}

async function addContact(ctx: TestCtx, s: Session, fields: Record<string, unknown>): Promise<Contact> {
  const res = await ctx.call(s, 'POST', url('accounts/accountContacts'), fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Contact>();
}

describeEngines('account contacts', (ctx) => {
  it('lists an account’s contacts 12 a page, primary first, with the total and a text filter', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office);
    for (let i = 1; i <= 12; i++)
      await addContact(ctx(), office, {
        AccountId: a.Id,
        FirstName: `Name${String(i).padStart(2, '0')}`,
        LastName: 'Adams',
      });
    const first = await ctx().call(office, 'POST', url(`accounts/${a.Id}/contacts/_search`), { Query: '' });
    expect(first.statusCode).toBe(200);
    expect(count(first)).toBe(13);
    const rows = first.json<Contact[]>();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ FirstName: 'Paula', IsPrimary: true });
    expect(rows[1]!.FirstName).toBe('Name01');
    const next = await ctx().call(office, 'POST', url(`accounts/${a.Id}/contacts/_search`), { Skip: 12 });
    expect(next.json<Contact[]>().map((c) => c.FirstName)).toEqual(['Name12']);
    const found = await ctx().call(office, 'POST', url(`accounts/${a.Id}/contacts/_search`), {
      Query: 'name1',
    });
    expect(found.json<Contact[]>().map((c) => c.FirstName)).toEqual(['Name10', 'Name11', 'Name12']);
    const statuses = await ctx().call(office, 'GET', url('accounts/contactStatuses'));
    expect(statuses.json()).toEqual([
      { Id: 1, Name: 'Active' },
      { Id: 2, Name: 'Inactive' },
    ]);
  });

  it('turns billing and proposals on when an e-mail is entered and off when it is blanked', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office);
    const withEmail = await addContact(ctx(), office, {
      AccountId: a.Id,
      FirstName: 'Ed',
      LastName: 'Mail',
      Email: ' ed@mail.example ',
    });
    expect(withEmail).toMatchObject({
      Email: 'ed@mail.example',
      ReceivesBilling: true,
      ReceivesProposal: true,
      StatusId: 1,
      IsPrimary: false,
    });
    const chosen = await addContact(ctx(), office, {
      AccountId: a.Id,
      FirstName: 'Cho',
      LastName: 'Sen',
      Email: 'cho@mail.example',
      ReceivesBilling: false,
    });
    expect(chosen).toMatchObject({ ReceivesBilling: false, ReceivesProposal: true });
    const blanked = await ctx().call(office, 'PUT', url('accounts/accountContacts'), {
      Id: withEmail.Id,
      Version: withEmail.Version,
      FirstName: 'Ed',
      LastName: 'Mail',
      Email: '',
    });
    expect(blanked.json()).toMatchObject({ Email: null, ReceivesBilling: false, ReceivesProposal: false });
    const entered = await ctx().call(office, 'PUT', url('accounts/accountContacts'), {
      Id: withEmail.Id,
      Version: blanked.json().Version,
      FirstName: 'Ed',
      LastName: 'Mail',
      Email: 'ed.new@mail.example',
    });
    expect(entered.json()).toMatchObject({ ReceivesBilling: true, ReceivesProposal: true });
    // An e-mail already there keeps the flags as stored when the form leaves them out.
    const kept = await ctx().call(office, 'PUT', url('accounts/accountContacts'), {
      Id: chosen.Id,
      Version: chosen.Version,
      FirstName: 'Cho',
      LastName: 'Sen',
    });
    expect(kept.json()).toMatchObject({ Email: 'cho@mail.example', ReceivesBilling: false });
  });

  it('refuses billing or proposals without an e-mail, and bad contact forms, with the spec messages', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office);
    const noEmail = await ctx().call(office, 'POST', url('accounts/accountContacts'), {
      AccountId: a.Id,
      FirstName: 'No',
      LastName: 'Mail',
      ReceivesProposal: true,
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({
      Message: Messages.ContactNeedsEmail,
      ModelState: { Email: [Messages.ContactNeedsEmail] },
    });
    const bad = await ctx().call(office, 'POST', url('accounts/accountContacts'), {
      AccountId: a.Id,
      FirstName: ' ',
      LastName: 'Mail',
      Email: 'nope',
      TitleId: 9999,
      StatusId: 7,
    });
    expect(bad.json()).toEqual({
      Message: Messages.ContactFormInvalid,
      ModelState: {
        FirstName: ['First name is required.'],
        Email: [Messages.InvalidEmail],
        TitleId: ['Please choose a title.'],
        StatusId: ['Please choose a status.'],
      },
    });
    const list = await ctx().call(office, 'POST', url(`accounts/${a.Id}/contacts/_search`), {});
    expect(count(list)).toBe(1);
  });

  it('keeps phones by the phone rule: 10 digits then extension, short ones dropped, Work by default, one preferred', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office);
    const c = await addContact(ctx(), office, {
      AccountId: a.Id,
      FirstName: 'Phil',
      LastName: 'Phones',
      IsPrimary: true,
      ContactPhoneNumbers: [
        { Phone: '555-01' },
        { Phone: '(847) 555-0101 x12', PhoneTypeId: 3 },
        { Phone: '8475550102', IsPreferred: true },
        { Phone: '8475550103', IsPreferred: true, PhoneTypeId: 1 },
      ],
    });
    expect(
      c.ContactPhoneNumbers.map(({ Phone, Extension, PhoneTypeId, IsPreferred }) => ({
        Phone,
        Extension,
        PhoneTypeId,
        IsPreferred,
      })),
    ).toEqual([
      { Phone: '8475550101', Extension: '12', PhoneTypeId: 3, IsPreferred: false },
      { Phone: '8475550102', Extension: '', PhoneTypeId: 2, IsPreferred: true },
      { Phone: '8475550103', Extension: '', PhoneTypeId: 1, IsPreferred: false },
    ]);
    // The list shows the primary contact's preferred phone.
    const row = (
      await ctx().call(office, 'POST', url('accounts/_search'), { Query: 'Phones, Phil', Take: 5 })
    ).json()[0];
    expect(row).toMatchObject({ Id: a.Id, Name: 'Phones, Phil', Phone: '8475550102' });
    const bad = await ctx().call(office, 'POST', url('accounts/accountContacts'), {
      AccountId: a.Id,
      FirstName: 'Bad',
      LastName: 'Type',
      ContactPhoneNumbers: [{ Phone: '8475550104', PhoneTypeId: 9 }],
    });
    expect(bad.json().ModelState).toEqual({
      ContactPhoneNumbers: ['Please choose a phone type for 8475550104.'],
    });
  });

  it('keeps exactly one primary contact: a new primary takes over, the primary cannot be unset or deleted', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office);
    const paula = a.AccountContacts[0]!;
    const quinn = await addContact(ctx(), office, { AccountId: a.Id, FirstName: 'Quinn', LastName: 'Next' });
    expect(quinn.IsPrimary).toBe(false);
    const unset = await ctx().call(office, 'PUT', url('accounts/accountContacts'), {
      Id: paula.Id,
      Version: paula.Version,
      FirstName: 'Paula',
      LastName: 'Prime',
      IsPrimary: false,
    });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().Message).toBe(Messages.AccountNeedsPrimaryContact);
    const deletePrimary = await ctx().call(office, 'DELETE', url(`accounts/accountContacts/${paula.Id}`));
    expect(deletePrimary.statusCode).toBe(400);
    expect(deletePrimary.json()).toEqual({
      Message: 'Cannot delete a primary contact. Please reassign the primary contact to another account.',
      ModelState: {
        Service: ['Cannot delete a primary contact. Please reassign the primary contact to another account.'],
      },
    });
    const promoted = await ctx().call(office, 'PUT', url('accounts/accountContacts'), {
      Id: quinn.Id,
      Version: quinn.Version,
      FirstName: 'Quinn',
      LastName: 'Next',
      IsPrimary: true,
    });
    expect(promoted.json().IsPrimary).toBe(true);
    const account = (await ctx().call(office, 'GET', url(`accounts/${a.Id}`))).json();
    expect(account.Name).toBe('Next, Quinn');
    expect(account.AccountContacts.filter((c: Contact) => c.IsPrimary).map((c: Contact) => c.Id)).toEqual([
      quinn.Id,
    ]);
    const gone = await ctx().call(office, 'DELETE', url(`accounts/accountContacts/${paula.Id}`));
    expect(gone.statusCode).toBe(200);
    expect((await ctx().call(office, 'GET', url(`accounts/accountContacts/${paula.Id}`))).statusCode).toBe(
      404,
    );
    // A commercial account keeps its own name whoever is primary.
    const corp = await newAccount(ctx(), office, { ClientTypeId: 1, Name: 'Oak Park Condos' });
    await addContact(ctx(), office, {
      AccountId: corp.Id,
      FirstName: 'New',
      LastName: 'Boss',
      IsPrimary: true,
    });
    expect((await ctx().call(office, 'GET', url(`accounts/${corp.Id}`))).json().Name).toBe('Oak Park Condos');
  });

  it('answers a stale contact save with 409 and the current contact', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office);
    const c = a.AccountContacts[0]!;
    const body = { Id: c.Id, Version: c.Version, FirstName: 'Paula', LastName: 'Prime' };
    expect(
      (await ctx().call(office, 'PUT', url('accounts/accountContacts'), { ...body, LastName: 'Primer' }))
        .statusCode,
    ).toBe(200);
    const stale = await ctx().call(office, 'PUT', url('accounts/accountContacts'), {
      ...body,
      LastName: 'Other',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      Message: Messages.ConcurrencyConflict,
      Current: { Id: c.Id, LastName: 'Primer', Version: 2 },
    });
  });

  it('refuses deleting a contact a location still names', async () => {
    const office = await ctx().login('officemanager');
    const db = ctx().dbh.db;
    const link = await db
      .selectFrom('account_locations as l')
      .innerJoin('contacts as c', 'c.account_id', 'l.account_id')
      .select(['l.id as location_id', 'l.account_id'])
      .where('l.branch_id', '=', 1)
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const extra = await addContact(ctx(), office, {
      AccountId: link.account_id,
      FirstName: 'Site',
      LastName: 'Lead',
    });
    await db
      .insertInto('account_location_contacts')
      .values({ location_id: link.location_id, contact_id: extra.Id, is_primary: 0 })
      .execute();
    const res = await ctx().call(office, 'DELETE', url(`accounts/accountContacts/${extra.Id}`));
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([Messages.ContactInUse]);
  });

  it('keeps Branch holders to their branches’ contacts and ReadOnly to reading', async () => {
    const office = await ctx().login('officemanager');
    const manager2 = await ctx().login('branchmanager2');
    const billing = await ctx().login('billing');
    const a = await newAccount(ctx(), office);
    const c = a.AccountContacts[0]!;
    const calls = [
      ['POST', `accounts/${a.Id}/contacts/_search`, {}],
      ['GET', `accounts/accountContacts/${c.Id}`, undefined],
      ['POST', 'accounts/accountContacts', { AccountId: a.Id, FirstName: 'X', LastName: 'Y' }],
      ['PUT', 'accounts/accountContacts', { Id: c.Id, Version: c.Version, FirstName: 'X', LastName: 'Y' }],
      ['DELETE', `accounts/accountContacts/${c.Id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls)
      expect((await ctx().call(manager2, method, url(path), body)).statusCode, `${method} ${path}`).toBe(404);
    expect((await ctx().call(billing, 'POST', url(`accounts/${a.Id}/contacts/_search`), {})).statusCode).toBe(
      200,
    );
    for (const [method, path, body] of calls.slice(2))
      expect((await ctx().call(billing, method, url(path), body)).statusCode, `${method} ${path}`).toBe(403);
  });

  it('saves a title from the contact titles list, which then cannot be removed', async () => {
    const admin = await ctx().login('admin');
    const a = await newAccount(ctx(), admin);
    const titles = (await ctx().call(admin, 'GET', url('accounts/contactTitles'))).json<
      { Id: number; Name: string }[]
    >();
    await ctx().call(admin, 'PUT', url('accounts/contactTitles'), [
      ...titles,
      { Id: 0, Name: 'Groundskeeper' },
    ]);
    const withNew = (await ctx().call(admin, 'GET', url('accounts/contactTitles'))).json<
      { Id: number; Name: string }[]
    >();
    const grounds = withNew.find((t) => t.Name === 'Groundskeeper')!;
    const c = await addContact(ctx(), admin, {
      AccountId: a.Id,
      FirstName: 'Gus',
      LastName: 'Green',
      TitleId: grounds.Id,
    });
    expect(c).toMatchObject({ TitleId: grounds.Id, TitleName: 'Groundskeeper' });
    const removed = await ctx().call(admin, 'PUT', url('accounts/contactTitles'), titles);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().Message).toBe(Messages.SettingsListInUse);
  });
});
