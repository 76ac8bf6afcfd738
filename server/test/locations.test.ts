import { expect, it } from 'vitest';
import { LocationStatuses, Messages, PhoneTypes, type AccountLocation } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { multipart, PDF } from './support';
import { removeWorkOrders } from './support/remove-work-orders';

const BASE = '/api/v1/accounts/accountLocations';

/** A demo account of the branch with its primary contact and first location. */
async function accountIn(ctx: TestCtx, branchId: number, skip = 0) {
  const db = ctx.dbh.db;
  const a = await db
    .selectFrom('accounts as a')
    .innerJoin('contacts as c', (j) => j.onRef('c.account_id', '=', 'a.id').on('c.is_primary', '=', 1))
    .select(['a.id', 'a.name', 'c.id as contact_id'])
    .where('a.branch_id', '=', branchId)
    .orderBy('a.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  const loc = await db
    .selectFrom('account_locations')
    .select('id')
    .where('account_id', '=', a.id)
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { accountId: a.id, accountName: a.name, contactId: a.contact_id, locationId: loc.id };
}

const newLocation = (accountId: number, contactId: number, extra: Record<string, unknown> = {}) => ({
  AccountId: accountId,
  Address: '1420 Judson Ave',
  City: 'Evanston',
  State: 'il',
  Zip: '60201',
  ContactLocations: [{ ContactId: contactId, IsPrimaryContact: true }],
  ...extra,
});

describeEngines('account locations', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);

  it('lists locations within the caller reach, 12 to a page, with the total in X-List-Count', async () => {
    const admin = await ctx().login('admin');
    const all = await call(admin, 'POST', `${BASE}/_search`, {});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(12);
    const total = Number(all.headers['x-list-count']);
    expect(total).toBeGreaterThan(12);
    const billing = await ctx().login('billing');
    expect((await call(billing, 'POST', `${BASE}/_search`, {})).headers['x-list-count']).toBe(String(total));
    const manager2 = await ctx().login('branchmanager2');
    const mine = (await call(manager2, 'POST', `${BASE}/_search`, { Take: 999 })).json() as AccountLocation[];
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((l) => l.BranchId))).toEqual(new Set([2]));
    const { accountId } = await accountIn(ctx(), 1);
    const ofAccount = (await call(admin, 'POST', `${BASE}/_search`, { AccountId: accountId })).json();
    expect(ofAccount.every((l: AccountLocation) => l.AccountId === accountId)).toBe(true);
    const foreman = await ctx().login('foreman');
    expect((await call(foreman, 'POST', `${BASE}/_search`, {})).statusCode).toBe(403);
  });

  it("answers another branch's location with 404 to a branch user; ReadOnly sees it but may not change it", async () => {
    const theirs = await accountIn(ctx(), 2);
    const manager = await ctx().login('branchmanager');
    expect((await call(manager, 'GET', `${BASE}/${theirs.locationId}`)).statusCode).toBe(404);
    const put = await call(manager, 'PUT', BASE, {
      Id: theirs.locationId,
      Version: 1,
      Address: 'x',
      City: 'x',
      State: 'IL',
      Zip: '60657',
    });
    expect(put.statusCode).toBe(404);
    for (const [method, url, body] of [
      [
        'PUT',
        `${BASE}/${theirs.locationId}/contactInfo`,
        { Version: 1, LocationPhoneNumbers: [], ContactLocations: [] },
      ],
      ['PUT', `${BASE}/${theirs.locationId}/directions`, { Version: 1, Directions: 'x' }],
      ['POST', `${BASE}/${theirs.locationId}/transfer/1`, undefined],
      ['POST', `${BASE}/${theirs.locationId}/transfer/_search`, {}],
    ] as const)
      expect((await call(manager, method, url, body)).statusCode).toBe(404);
    const add = await call(manager, 'POST', BASE, newLocation(theirs.accountId, theirs.contactId));
    expect(add.statusCode).toBe(404);

    const billing = await ctx().login('billing');
    const seen = await call(billing, 'GET', `${BASE}/${theirs.locationId}`);
    expect(seen.statusCode).toBe(200);
    const edit = await call(billing, 'PUT', `${BASE}/${theirs.locationId}/directions`, {
      Version: seen.json().Version,
      Directions: 'x',
    });
    expect(edit.statusCode).toBe(403);
  });

  it('adds a location only with a primary contact of the account', async () => {
    const mine = await accountIn(ctx(), 1);
    const other = await accountIn(ctx(), 1, 1);
    const manager = await ctx().login('branchmanager');
    const none = await call(
      manager,
      'POST',
      BASE,
      newLocation(mine.accountId, mine.contactId, { ContactLocations: [] }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      Message: Messages.LocationPrimaryContactRequired,
      ModelState: { Service: ['Please select primary contact in contact info panel'] },
    });
    const notPrimary = await call(
      manager,
      'POST',
      BASE,
      newLocation(mine.accountId, mine.contactId, { ContactLocations: [{ ContactId: mine.contactId }] }),
    );
    expect(notPrimary.json().Message).toBe('Please select primary contact in contact info panel');
    const stranger = await call(manager, 'POST', BASE, newLocation(mine.accountId, other.contactId));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().Message).toBe(Messages.LocationSaveFailed);
    expect(stranger.json().ModelState.ContactLocations).toEqual([
      `Not a contact of this account: ${other.contactId}.`,
    ]);
    const before = (await call(manager, 'POST', `${BASE}/_search`, { AccountId: mine.accountId })).headers[
      'x-list-count'
    ];
    const bad = await call(manager, 'POST', BASE, {
      ...newLocation(mine.accountId, mine.contactId),
      Address: ' ',
      State: 'Illinois',
      Zip: '6020',
      Latitude: 42,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().ModelState).sort()).toEqual(['Address', 'Latitude', 'State', 'Zip']);
    expect(
      (await call(manager, 'POST', `${BASE}/_search`, { AccountId: mine.accountId })).headers['x-list-count'],
    ).toBe(before);
  });

  it('adds with the defaults: Active, territory from the zip, Work phones with one preferred, the tax rate found', async () => {
    const mine = await accountIn(ctx(), 1);
    const manager = await ctx().login('branchmanager');
    const res = await call(
      manager,
      'POST',
      BASE,
      newLocation(mine.accountId, mine.contactId, {
        Name: '  Coach House ',
        LocationPhoneNumbers: [
          { Phone: '(847) 555-0142 x12' },
          { Phone: '555-01' },
          { Phone: '8475550143', PhoneTypeId: PhoneTypes.Mobile, IsPreferred: true },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const loc = res.json() as AccountLocation;
    expect(loc).toMatchObject({
      Name: 'Coach House',
      AccountId: mine.accountId,
      State: 'IL',
      Zip: '60201',
      BranchId: 1,
      StatusId: LocationStatuses.Active,
      SalesTerritoryName: 'Evanston',
      HasTaxRate: true,
      TaxRateWarning: null,
      IsBillTo: false,
      MapUrl: null,
      Version: 1,
      ContactLocations: [expect.objectContaining({ ContactId: mine.contactId, IsPrimaryContact: true })],
      LocationPhoneNumbers: [
        { Phone: '8475550142', Extension: '12', PhoneTypeId: PhoneTypes.Work, IsPreferred: false },
        { Phone: '8475550143', Extension: null, PhoneTypeId: PhoneTypes.Mobile, IsPreferred: true },
      ],
    });
  });

  it('warns when no tax rate exists for the zip and leaves the territory empty where none covers it', async () => {
    const mine = await accountIn(ctx(), 1);
    const admin = await ctx().login('admin');
    const res = await call(
      admin,
      'POST',
      BASE,
      newLocation(mine.accountId, mine.contactId, { Zip: '99501' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      HasTaxRate: false,
      TaxRateWarning: 'A tax rate does not exist for the service address. Add a tax rate for the zip code.',
      SalesTerritoryId: null,
    });
    const fixed = await call(admin, 'PUT', '/api/v1/taxRates/save', {
      Id: 0,
      ZipCode: '99501',
      TaxRate_: 7.5,
      EffectiveDate: '2020-01-01',
    });
    expect(fixed.statusCode).toBe(200);
    const again = await call(admin, 'GET', `${BASE}/${res.json().Id}`);
    expect(again.json()).toMatchObject({ HasTaxRate: true, TaxRateWarning: null });
  });

  it('takes the sales territory from the zip unless one is chosen', async () => {
    const mine = await accountIn(ctx(), 1);
    const admin = await ctx().login('admin');
    const territories = await ctx().dbh.db.selectFrom('sales_territories').select(['id', 'name']).execute();
    const id = (n: string) => territories.find((t) => t.name === n)!.id;
    const chosen = await call(
      admin,
      'POST',
      BASE,
      newLocation(mine.accountId, mine.contactId, { SalesTerritoryId: id('North Suburbs') }),
    );
    expect(chosen.json().SalesTerritoryName).toBe('North Suburbs');
    const loc = chosen.json() as AccountLocation;
    const moved = await call(admin, 'PUT', BASE, {
      Id: loc.Id,
      Version: loc.Version,
      Address: loc.Address,
      City: 'Chicago',
      State: 'IL',
      Zip: '60614-1234',
      SalesTerritoryId: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ Zip: '60614-1234', SalesTerritoryName: 'Lincoln Park' });
    const unknown = await call(admin, 'PUT', BASE, {
      ...loc,
      Version: moved.json().Version,
      SalesTerritoryId: 99999,
    });
    expect(unknown.json().ModelState.SalesTerritoryId).toEqual(['Please choose a sales territory.']);
  });

  it('never lets the form set Transferred, nor an unknown status', async () => {
    const mine = await accountIn(ctx(), 1);
    const admin = await ctx().login('admin');
    const loc = (await call(admin, 'GET', `${BASE}/${mine.locationId}`)).json() as AccountLocation;
    const form = {
      Id: loc.Id,
      Version: loc.Version,
      Address: loc.Address,
      City: loc.City,
      State: loc.State,
      Zip: loc.Zip,
    };
    const transferred = await call(admin, 'PUT', BASE, { ...form, StatusId: LocationStatuses.Transferred });
    expect(transferred.statusCode).toBe(400);
    expect(transferred.json().ModelState.StatusId).toEqual([Messages.LocationTransferredNotChoosable]);
    const odd = await call(admin, 'PUT', BASE, { ...form, StatusId: 9 });
    expect(odd.json().ModelState.StatusId).toEqual(['Please choose a status.']);
    const added = await call(
      admin,
      'POST',
      BASE,
      newLocation(mine.accountId, mine.contactId, { StatusId: LocationStatuses.Transferred }),
    );
    expect(added.statusCode).toBe(400);
    const inactive = await call(admin, 'PUT', BASE, { ...form, StatusId: LocationStatuses.Inactive });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().StatusId).toBe(2);
  });

  it('saves with Version; a stale save gets 409 with the current location, then overwrite or reload', async () => {
    const mine = await accountIn(ctx(), 1, 2);
    const manager = await ctx().login('branchmanager');
    const office = await ctx().login('officemanager');
    const loc = (await call(manager, 'GET', `${BASE}/${mine.locationId}`)).json() as AccountLocation;
    const form = {
      Id: loc.Id,
      Version: loc.Version,
      Address: loc.Address,
      City: loc.City,
      State: loc.State,
      Zip: loc.Zip,
    };
    const first = await call(office, 'PUT', BASE, { ...form, Name: 'Office edit', CallAhead: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().Version).toBe(loc.Version + 1);
    const stale = await call(manager, 'PUT', BASE, { ...form, Name: 'Manager edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({
      Name: 'Office edit',
      CallAhead: true,
      Version: loc.Version + 1,
    });
    // Overwrite: resubmit with the server's Version.
    const overwrite = await call(manager, 'PUT', BASE, {
      ...form,
      Version: stale.json().Current.Version,
      Name: 'Manager edit',
    });
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json()).toMatchObject({ Name: 'Manager edit', CallAhead: true });
    // Reload: the record as the server has it.
    const reload = await call(office, 'GET', `${BASE}/${mine.locationId}`);
    expect(reload.json()).toMatchObject({ Name: 'Manager edit', Version: loc.Version + 2 });
  });

  it('keeps a branch user to their own branches', async () => {
    const mine = await accountIn(ctx(), 1);
    const manager = await ctx().login('branchmanager');
    const loc = (await call(manager, 'GET', `${BASE}/${mine.locationId}`)).json() as AccountLocation;
    const res = await call(manager, 'PUT', BASE, {
      Id: loc.Id,
      Version: loc.Version,
      Address: loc.Address,
      City: loc.City,
      State: loc.State,
      Zip: loc.Zip,
      BranchId: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.BranchId).toEqual(['Please choose one of your branches.']);
  });

  it('saves the contact info panel: phones, contacts with a primary, call-ahead, under the same Version', async () => {
    const mine = await accountIn(ctx(), 1, 3);
    const admin = await ctx().login('admin');
    const loc = (await call(admin, 'GET', `${BASE}/${mine.locationId}`)).json() as AccountLocation;
    const url = `${BASE}/${loc.Id}/contactInfo`;
    const noPrimary = await call(admin, 'PUT', url, {
      Version: loc.Version,
      LocationPhoneNumbers: [],
      ContactLocations: [{ ContactId: mine.contactId }],
    });
    expect(noPrimary.statusCode).toBe(400);
    expect(noPrimary.json().Message).toBe('Please select primary contact in contact info panel');
    const ok = await call(admin, 'PUT', url, {
      Version: loc.Version,
      CallAhead: true,
      LocationPhoneNumbers: [{ Phone: '7735550101' }, { Phone: '7735550102', IsPreferred: true }],
      ContactLocations: [{ ContactId: mine.contactId, IsPrimaryContact: true }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      CallAhead: true,
      Version: loc.Version + 1,
      LocationPhoneNumbers: [
        { Phone: '7735550101', PhoneTypeId: PhoneTypes.Work, IsPreferred: false },
        { Phone: '7735550102', PhoneTypeId: PhoneTypes.Work, IsPreferred: true },
      ],
    });
    const stale = await call(admin, 'PUT', url, {
      Version: loc.Version,
      LocationPhoneNumbers: [],
      ContactLocations: [{ ContactId: mine.contactId, IsPrimaryContact: true }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.LocationPhoneNumbers).toHaveLength(2);
  });

  it('saves directions and coordinates, and builds the map link from them', async () => {
    const mine = await accountIn(ctx(), 1, 4);
    const manager = await ctx().login('branchmanager');
    const loc = (await call(manager, 'GET', `${BASE}/${mine.locationId}`)).json() as AccountLocation;
    const url = `${BASE}/${loc.Id}/directions`;
    const half = await call(manager, 'PUT', url, {
      Version: loc.Version,
      Directions: 'x',
      Latitude: 42.05,
      Longitude: null,
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().ModelState.Latitude).toEqual([
      'Please enter both latitude and longitude, or neither.',
    ]);
    const ok = await call(manager, 'PUT', url, {
      Version: loc.Version,
      Directions: '  Use the alley gate. ',
      Latitude: 42.0512,
      Longitude: -87.6811,
    });
    expect(ok.json()).toMatchObject({
      Directions: 'Use the alley gate.',
      Latitude: 42.0512,
      Longitude: -87.6811,
      MapUrl: 'https://www.google.com/maps/dir/?api=1&destination=42.0512,-87.6811',
    });
    const cleared = await call(manager, 'PUT', url, {
      Version: ok.json().Version,
      Directions: null,
      Latitude: null,
      Longitude: null,
    });
    expect(cleared.json()).toMatchObject({ Directions: null, MapUrl: null });
    // Where the equator meets Greenwich: zeros are coordinates, not blanks.
    const zero = await call(manager, 'PUT', url, {
      Version: cleared.json().Version,
      Directions: null,
      Latitude: 0,
      Longitude: 0,
    });
    expect(zero.json()).toMatchObject({
      Latitude: 0,
      Longitude: 0,
      MapUrl: 'https://www.google.com/maps/dir/?api=1&destination=0,0',
    });
  });

  it('keeps one bill-to location per account', async () => {
    const mine = await accountIn(ctx(), 1, 5);
    const admin = await ctx().login('admin');
    const second = (
      await call(admin, 'POST', BASE, newLocation(mine.accountId, mine.contactId, { IsBillTo: true }))
    ).json();
    expect(second.IsBillTo).toBe(true);
    const first = (await call(admin, 'GET', `${BASE}/${mine.locationId}`)).json() as AccountLocation;
    expect(first.IsBillTo).toBe(false);
    const rows = (await call(admin, 'POST', `${BASE}/_search`, { AccountId: mine.accountId })).json();
    expect(rows.filter((r: AccountLocation) => r.IsBillTo).map((r: AccountLocation) => r.Id)).toEqual([
      second.Id,
    ]);
  });

  it('transfers a location with its notes, inventory and documents, and records the move', async () => {
    const from = await accountIn(ctx(), 1, 6);
    const to = await accountIn(ctx(), 1, 7);
    const admin = await ctx().login('admin');
    const id = from.locationId;
    const db = ctx().dbh.db;
    const count = async (table: 'location_notes' | 'service_items') =>
      (
        await db
          .selectFrom(table)
          .select('id')
          .where(table === 'service_items' ? 'account_location_id' : 'location_id', '=', id)
          .execute()
      ).length;
    await call(admin, 'POST', `${BASE}/${id}/notes`, { Notes: 'Goes with the house.' });
    const body = multipart([{ filename: 'survey.pdf', content: PDF }]);
    const upload = await ctx().app.inject({
      method: 'POST',
      url: `${BASE}/${id}/docs`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${admin.token}`, 'x-csrf-token': admin.csrf },
    });
    expect(upload.statusCode).toBe(200);
    const [notes, items] = [await count('location_notes'), await count('service_items')];
    expect(items).toBeGreaterThan(0);

    const targets = await call(admin, 'POST', `${BASE}/${id}/transfer/_search`, {});
    expect(targets.statusCode).toBe(200);
    expect(targets.json()).toHaveLength(20);
    expect(targets.json().some((a: { Id: number }) => a.Id === from.accountId)).toBe(false);
    const named = await call(admin, 'POST', `${BASE}/${id}/transfer/_search`, { Query: to.accountName });
    expect(named.json().map((a: { Id: number }) => a.Id)).toContain(to.accountId);

    const res = await call(admin, 'POST', `${BASE}/${id}/transfer/${to.accountId}`);
    expect(res.statusCode).toBe(200);
    const moved = res.json() as AccountLocation;
    expect(moved).toMatchObject({
      AccountId: to.accountId,
      AccountName: to.accountName,
      IsBillTo: false,
      StatusId: LocationStatuses.Active,
      ContactLocations: [expect.objectContaining({ ContactId: to.contactId, IsPrimaryContact: true })],
      Transfers: [
        expect.objectContaining({
          FromAccountId: from.accountId,
          FromAccountName: from.accountName,
          ToAccountId: to.accountId,
          ToAccountName: to.accountName,
          TransferredBy: 'Alex Morgan',
        }),
      ],
    });
    expect([await count('location_notes'), await count('service_items')]).toEqual([notes, items]);
    const docs = await call(admin, 'POST', `${BASE}/${id}/docs/_search`, {});
    expect(docs.json().map((d: { FileName: string }) => d.FileName)).toEqual(['survey.pdf']);
    const left = (
      await call(admin, 'POST', `${BASE}/_search`, { AccountId: from.accountId, Take: 99 })
    ).json();
    expect(left.some((l: AccountLocation) => l.Id === id)).toBe(false);
  });

  it('names the location and the target account when a transfer fails', async () => {
    const from = await accountIn(ctx(), 1, 8);
    const elsewhere = await accountIn(ctx(), 2);
    const admin = await ctx().login('admin');
    const loc = (await call(admin, 'GET', `${BASE}/${from.locationId}`)).json() as AccountLocation;
    const label = loc.Name ?? loc.Address;
    const same = await call(admin, 'POST', `${BASE}/${loc.Id}/transfer/${from.accountId}`);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      Message: `Failed to transfer ${label} to ${from.accountName}. The location already belongs to it.`,
      ModelState: {
        Service: [`Failed to transfer ${label} to ${from.accountName}. The location already belongs to it.`],
      },
    });
    const missing = await call(admin, 'POST', `${BASE}/${loc.Id}/transfer/99999`);
    expect(missing.json().Message).toBe(
      `Failed to transfer ${label} to account 99999. The account was not found.`,
    );
    // A branch user cannot move a location into an account of another branch: it does not exist for them.
    const manager = await ctx().login('branchmanager');
    const foreign = await call(manager, 'POST', `${BASE}/${loc.Id}/transfer/${elsewhere.accountId}`);
    expect(foreign.json().Message).toBe(
      `Failed to transfer ${label} to account ${elsewhere.accountId}. The account was not found.`,
    );
    await ctx()
      .dbh.db.updateTable('accounts')
      .set({ archived: 1 })
      .where('id', '=', elsewhere.accountId)
      .execute();
    const archived = await call(admin, 'POST', `${BASE}/${loc.Id}/transfer/${elsewhere.accountId}`);
    expect(archived.json().Message).toBe(
      `Failed to transfer ${label} to ${elsewhere.accountName}. The account is archived.`,
    );
    await ctx()
      .dbh.db.updateTable('accounts')
      .set({ archived: 0 })
      .where('id', '=', elsewhere.accountId)
      .execute();
    const still = (await call(admin, 'GET', `${BASE}/${loc.Id}`)).json();
    expect(still).toMatchObject({ AccountId: from.accountId, Version: loc.Version, Transfers: [] });
  });

  it('keeps a contact of a location from deletion, yet an account goes with all its locations', async () => {
    const mine = await accountIn(ctx(), 3);
    const admin = await ctx().login('admin');
    const db = ctx().dbh.db;
    const extra = await db
      .insertInto('contacts')
      .values({ account_id: mine.accountId, first_name: 'Second', last_name: 'Contact' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const loc = (await call(admin, 'GET', `${BASE}/${mine.locationId}`)).json() as AccountLocation;
    const linked = await call(admin, 'PUT', `${BASE}/${loc.Id}/contactInfo`, {
      Version: loc.Version,
      LocationPhoneNumbers: [],
      ContactLocations: [{ ContactId: mine.contactId, IsPrimaryContact: true }, { ContactId: extra.id }],
    });
    expect(linked.json().ContactLocations).toHaveLength(2);
    const refused = await call(admin, 'DELETE', `/api/v1/accounts/accountContacts/${extra.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe(Messages.ContactInUse);

    await call(admin, 'POST', '/api/v1/serviceItems', {
      AccountLocationId: loc.Id,
      OtherServiceItemType: { Name: 'Ginkgo', ScientificName: 'Ginkgo biloba' },
    });
    await call(admin, 'POST', `${BASE}/${loc.Id}/neighbors`, { Address: '12 Elm St' });
    // The demo's work orders, proposals and service requests of the account would keep it (and its inventory) from deletion.
    await removeWorkOrders(db, 'account_id', mine.accountId);
    await db.deleteFrom('proposals').where('account_id', '=', mine.accountId).execute();
    await db
      .deleteFrom('service_requests')
      .where(
        'account_location_id',
        'in',
        db.selectFrom('account_locations').select('id').where('account_id', '=', mine.accountId),
      )
      .execute();
    await db.deleteFrom('accounts').where('id', '=', mine.accountId).execute();
    expect((await call(admin, 'GET', `${BASE}/${loc.Id}`)).statusCode).toBe(404);
    const left = await db
      .selectFrom('account_location_contacts')
      .select('contact_id')
      .where('location_id', '=', loc.Id)
      .execute();
    expect(left).toEqual([]);
  });

  it('offers the note statuses', async () => {
    const billing = await ctx().login('billing');
    const res = await call(billing, 'GET', `${BASE}/notesStatuses`);
    expect(res.json()).toEqual([
      { Id: 1, Name: 'Active' },
      { Id: 2, Name: 'Inactive' },
    ]);
  });
});
