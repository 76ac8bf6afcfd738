import { expect, it } from 'vitest';
import { Messages, SettingsLists } from '@canopy/shared';
import { describeEngines } from './harness';

type Item = { Id: number; Name: string };
const url = (path: string) => `/api/v1/${path}`;
const names = (items: Item[]) => items.map((i) => i.Name);

describeEngines('account settings lists', (ctx) => {
  it('reads every list for any signed-in user, with the demo values and enumeration ids', async () => {
    const foreman = await ctx().login('foreman');
    const lists: Record<string, Item[]> = {};
    for (const l of SettingsLists) {
      const res = await ctx().call(foreman, 'GET', url(l.Path));
      expect(res.statusCode, l.Path).toBe(200);
      lists[l.Key] = res.json();
      expect(lists[l.Key]!.length, l.Path).toBeGreaterThan(2);
    }
    expect(lists.accountTypes).toEqual([
      { Id: 1, Name: 'Customer' },
      { Id: 2, Name: 'Prospect' },
      { Id: 3, Name: 'Other' },
    ]);
    expect(lists.clientTypes).toEqual([
      { Id: 1, Name: 'Commercial' },
      { Id: 2, Name: 'Residential' },
      { Id: 3, Name: 'Other' },
    ]);
    expect(names(lists.sources!)).toEqual(expect.arrayContaining(['Referral', 'Website', 'Yard Sign']));
    expect(names(lists.noteTypes!)).toContain('Gate / Access');
    const anonymous = await ctx().app.inject({ method: 'GET', url: url('accounts/sources') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves a whole list only with Settings FullAccess', async () => {
    const foreman = await ctx().login('foreman');
    const refused = await ctx().call(foreman, 'PUT', url('accounts/contactTitles'), [
      { Id: 0, Name: 'Boss' },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Not Authorized');
    const office = await ctx().login('officemanager');
    const titles: Item[] = (await ctx().call(office, 'GET', url('accounts/contactTitles'))).json();
    const saved = await ctx().call(office, 'PUT', url('accounts/contactTitles'), [
      ...titles,
      { Id: 0, Name: 'Gardener' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(names(saved.json()).at(-1)).toBe('Gardener');
  });

  it('trims names, drops blank rows, renames, reorders and adds in one save', async () => {
    const admin = await ctx().login('admin');
    const before: Item[] = (await ctx().call(admin, 'GET', url('accounts/serviceLines'))).json();
    const [tree, phc, ...rest] = before;
    const res = await ctx().call(admin, 'PUT', url('accounts/serviceLines'), [
      { Id: phc!.Id, Name: '  PHC  ' },
      { Id: 0, Name: '   ' },
      { Name: 'Snow Removal ' },
      { Id: tree!.Id, Name: 'Tree Care' },
      { Id: 0, Name: null },
      ...rest,
    ]);
    expect(res.statusCode).toBe(200);
    const after: Item[] = res.json();
    expect(names(after)).toEqual(['PHC', 'Snow Removal', 'Tree Care', ...names(rest)]);
    expect(after[0]!.Id).toBe(phc!.Id);
    expect(after[2]!.Id).toBe(tree!.Id);
    expect((await ctx().call(admin, 'GET', url('accounts/serviceLines'))).json()).toEqual(after);
  });

  it('refuses names given twice in any case', async () => {
    const admin = await ctx().login('admin');
    const before = (await ctx().call(admin, 'GET', url('accounts/sources'))).json();
    const res = await ctx().call(admin, 'PUT', url('accounts/sources'), [
      ...before,
      { Id: 0, Name: 'website ' },
      { Id: 0, Name: 'Door Hanger' },
      { Id: 0, Name: 'DOOR HANGER' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'The following names are duplicated: Website, Door Hanger',
      ModelState: { Name: ['The following names are duplicated: Website, Door Hanger'] },
    });
    expect((await ctx().call(admin, 'GET', url('accounts/sources'))).json()).toEqual(before);
  });

  it('removes items nobody uses', async () => {
    const admin = await ctx().login('admin');
    const before: Item[] = (await ctx().call(admin, 'GET', url('accounts/inactiveReasons'))).json();
    const kept = before.filter((i) => i.Name !== 'Price');
    // A removed row may also come back as a blank name: blank rows are dropped, so it is removed.
    const res = await ctx().call(admin, 'PUT', url('accounts/inactiveReasons'), [
      ...kept.slice(1),
      { Id: kept[0]!.Id, Name: '' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(names(kept.slice(1)));
  });

  it('refuses to remove an item in use, changing nothing, and lets it go once unused', async () => {
    const admin = await ctx().login('admin');
    const db = ctx().dbh.db;
    const before: Item[] = (await ctx().call(admin, 'GET', url('accounts/accountTypes'))).json();
    const added: Item[] = (
      await ctx().call(admin, 'PUT', url('accounts/accountTypes'), [...before, { Id: 0, Name: 'Partner' }])
    ).json();
    const partner = added.find((i) => i.Name === 'Partner')!;
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'account_type_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('accounts')
      .set({ account_type_id: partner.Id })
      .where('id', '=', account.id)
      .execute();

    const res = await ctx().call(admin, 'PUT', url('accounts/accountTypes'), [
      { Id: 1, Name: 'Client' },
      { Id: 2, Name: 'Prospect' },
      { Id: 3, Name: 'Other' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: Messages.SettingsListInUse,
      ModelState: { Service: ['Update failed. Make sure any removed items are not being used.'] },
    });
    // Nothing changed: the rename sent with the removal was not applied either.
    expect((await ctx().call(admin, 'GET', url('accounts/accountTypes'))).json()).toEqual(added);

    await db
      .updateTable('accounts')
      .set({ account_type_id: account.account_type_id })
      .where('id', '=', account.id)
      .execute();
    const freed = await ctx().call(admin, 'PUT', url('accounts/accountTypes'), before);
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toEqual(before);
  });

  it('keeps the enumerated account and client types: they can be renamed but not removed', async () => {
    const admin = await ctx().login('admin');
    const unusedOther = await ctx().call(admin, 'PUT', url('accounts/clientTypes'), [
      { Id: 1, Name: 'Commercial' },
      { Id: 2, Name: 'Residential' },
    ]);
    expect(unusedOther.statusCode).toBe(400);
    expect(unusedOther.json().Message).toBe(Messages.SettingsListInUse);
    const renamed = await ctx().call(admin, 'PUT', url('accounts/clientTypes'), [
      { Id: 1, Name: 'Business' },
      { Id: 2, Name: 'Residential' },
      { Id: 3, Name: 'Other' },
    ]);
    expect(names(renamed.json())).toEqual(['Business', 'Residential', 'Other']);
  });

  it('refuses ids that are not in the list', async () => {
    const admin = await ctx().login('admin');
    const before = (await ctx().call(admin, 'GET', url('accounts/sourceCodes'))).json();
    const res = await ctx().call(admin, 'PUT', url('accounts/sourceCodes'), [
      ...before,
      { Id: 99999, Name: 'Ghost' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState).toEqual({
      Id: ['The list changed since it was loaded. Reload it and try again.'],
    });
    const twice = await ctx().call(admin, 'PUT', url('accounts/sourceCodes'), [
      before[0],
      { ...before[0], Name: 'Other name' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await ctx().call(admin, 'GET', url('accounts/sourceCodes'))).json()).toEqual(before);
  });

  it('saves note types under the location notes path', async () => {
    const admin = await ctx().login('admin');
    const before: Item[] = (
      await ctx().call(admin, 'GET', url('accounts/accountLocations/notesTypes'))
    ).json();
    const res = await ctx().call(admin, 'PUT', url('accounts/accountLocations/notesTypes'), [
      ...before,
      { Id: 0, Name: 'Dog on site' },
    ]);
    expect(names(res.json())).toEqual([...names(before), 'Dog on site']);
  });
});
