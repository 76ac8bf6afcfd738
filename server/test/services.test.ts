import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { Messages, type Service, type ServiceRow } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';

const url = (path: string) => `/api/v1/${path}`;
type Item = { Id: number; Name: string };

// Sign-ins are limited per address, so each engine's suite signs each user in once.
const sessions = new WeakMap<TestCtx, Map<string, Promise<Session>>>();
function signedIn(ctx: TestCtx, user: string): Promise<Session> {
  const mine = sessions.get(ctx) ?? new Map<string, Promise<Session>>();
  sessions.set(ctx, mine);
  if (!mine.has(user)) mine.set(user, ctx.login(user));
  return mine.get(user)!;
}

describeEngines('services catalogue', (ctx) => {
  const admin = () => signedIn(ctx(), 'admin');
  const byName = async (name: string): Promise<Service> => {
    const s = await admin();
    const rows: ServiceRow[] = (await ctx().call(s, 'POST', url('services/_search'), { Query: name })).json();
    return (await ctx().call(s, 'GET', url(`services/${rows.find((r) => r.Name === name)!.Id}`))).json();
  };
  const units = async () => (await ctx().call(await admin(), 'GET', url('services/units'))).json() as Item[];

  it('reads with Service ReadOnly or Full, changes only with Full', async () => {
    const billing = await signedIn(ctx(), 'billing');
    expect((await ctx().call(billing, 'POST', url('services/_search'), {})).statusCode).toBe(403);
    expect((await ctx().call(billing, 'GET', url('services/1'))).json().Message).toBe('Not Authorized');
    const office = await signedIn(ctx(), 'officemanager');
    expect((await ctx().call(office, 'POST', url('services/_search'), {})).statusCode).toBe(200);
    expect((await ctx().call(office, 'GET', url('services/1'))).statusCode).toBe(200);
    const refused = [
      await ctx().call(office, 'POST', url('services'), { Name: 'X', ServiceGroupId: 2, ServiceTypeId: 1 }),
      await ctx().call(office, 'PUT', url('services'), { Id: 1, Version: 1, Name: 'X' }),
      await ctx().call(office, 'DELETE', url('services/1')),
      await ctx().call(office, 'POST', url('services/1/toggleActive')),
      await ctx().call(office, 'PUT', url('services/updatePrices/1/5'), [1]),
      await ctx().call(office, 'PUT', url('services/serviceChemicals'), {
        ServiceId: 1,
        ServiceChemicals: [],
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it('lists 18 per page with the total, filtered by query, status, group and category', async () => {
    const s = await admin();
    const page = await ctx().call(s, 'POST', url('services/_search'), { Query: '' });
    // The demo's twelve catalogue services and the four its contracts are sold with.
    expect(page.headers['x-list-count']).toBe('16');
    expect(page.json()).toHaveLength(16);
    const more = await ctx().call(s, 'POST', url('services/_search'), { Skip: 10 });
    expect(more.json()).toHaveLength(6);
    const lawn: ServiceRow[] = (
      await ctx().call(s, 'POST', url('services/_search'), { ServiceGroupIds: [3] })
    ).json();
    expect(lawn.map((r) => r.Name)).toEqual(['Grub Control', 'Lawn Care Rounds', 'Lawn core aeration']);
    expect(lawn[1]).toMatchObject({
      ServiceGroup: 'Lawn Care',
      ServiceTypeId: 2,
      VisitCount: 5,
      Active: true,
    });
    const insectControl = lawn[0]!.ServiceCategoryId;
    const insects: ServiceRow[] = (
      await ctx().call(s, 'POST', url('services/_search'), { ServiceCategoryIds: [insectControl] })
    ).json();
    expect(insects.every((r) => r.ServiceCategory === 'Insect Control')).toBe(true);
    const query: ServiceRow[] = (
      await ctx().call(s, 'POST', url('services/_search'), { Query: 'STUMP' })
    ).json();
    expect(query.map((r) => r.Name)).toEqual(['Stump Grinding']);
    const inactive = await ctx().call(s, 'POST', url('services/_search'), { StatusIds: [3] });
    expect(inactive.headers['x-list-count']).toBe('0');
    // Every page is 18 long by default.
    for (let i = 0; i < 8; i++)
      await ctx().call(s, 'POST', url('services'), {
        Name: `Filler ${i}`,
        ServiceGroupId: 2,
        ServiceTypeId: 1,
      });
    expect((await ctx().call(s, 'POST', url('services/_search'), {})).json()).toHaveLength(18);
  });

  it('reads a service with its visits and chemicals', async () => {
    const scab = await byName('Apple Scab Program');
    expect(scab).toMatchObject({
      ServiceTypeId: 2,
      ClassificationId: 1,
      RenewableService: true,
      Recurrence: 1,
    });
    expect(
      scab.ServiceVisits.map((v) => [v.Title, v.ServiceCode, v.ServiceMonthStart, v.ServiceDayStart]),
    ).toEqual([
      ['Bud Break', 'AS1', 4, 1],
      ['Petal Fall', 'AS2', 4, 21],
      ['Summer Cover', 'AS3', 5, 16],
    ]);
    expect(scab.ServiceChemicals.map((c) => c.DilutionText)).toEqual([
      '4 fl oz per 100 gal',
      '5 oz per 100 gal',
    ]);
    expect(scab.ServiceVisits[0]!.ServiceVisitChemicals[0]!.Name).toBe('Propiconazole 14.3');
    expect((await ctx().call(await admin(), 'GET', url('services/99999'))).statusCode).toBe(404);
  });

  it("gives a new service its group's defaults", async () => {
    const s = await admin();
    const defaults = await Promise.all(
      [1, 2, 3, 4, 5].map((g) => ctx().call(s, 'GET', url(`services/defaults/${g}`))),
    );
    expect(defaults.map((d) => d.json())).toEqual([
      { ServiceGroupId: 1, StatusId: 1, PricingOptionId: 1, RenewableService: false, ClassificationId: 4 },
      { ServiceGroupId: 2, StatusId: 1, PricingOptionId: null, RenewableService: true, ClassificationId: 1 },
      { ServiceGroupId: 3, StatusId: 1, PricingOptionId: null, RenewableService: true, ClassificationId: 3 },
      {
        ServiceGroupId: 4,
        StatusId: 1,
        PricingOptionId: null,
        RenewableService: true,
        ClassificationId: null,
      },
      { ServiceGroupId: 5, StatusId: 1, PricingOptionId: null, RenewableService: true, ClassificationId: 2 },
    ]);
    expect((await ctx().call(s, 'GET', url('services/defaults/9'))).statusCode).toBe(404);
    const [inch] = await units();
    const created = await ctx().call(s, 'POST', url('services'), {
      Name: '  Hazard Assessment ',
      ServiceGroupId: 1,
      ServiceTypeId: 1,
      PricingUnitOfMeasureId: inch!.Id,
      PricingUnitOfMeasureRate: 19.99,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      Name: 'Hazard Assessment',
      PricingOptionId: 1,
      PricingUnitOfMeasureRate: 19.99,
      RenewableService: false,
      ClassificationId: 4,
      StatusId: 1,
      Active: true,
      Version: 1,
    });
    const nursery = await ctx().call(s, 'POST', url('services'), {
      Name: 'Tree Moving',
      ServiceGroupId: 4,
      ServiceTypeId: 1,
    });
    expect(nursery.json()).toMatchObject({
      ClassificationId: null,
      RenewableService: true,
      PricingOptionId: null,
    });
    const overridden = await ctx().call(s, 'POST', url('services'), {
      Name: 'Soil Test',
      ServiceGroupId: 5,
      ServiceTypeId: 1,
      RenewableService: false,
      ClassificationId: null,
    });
    expect(overridden.json()).toMatchObject({ RenewableService: false, ClassificationId: null });
  });

  it("refuses a service without a type: 'Select Service Type'", async () => {
    const res = await ctx().call(await admin(), 'POST', url('services'), {
      Name: 'No Type',
      ServiceGroupId: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Select Service Type',
      ModelState: { ServiceTypeId: ['Select Service Type'] },
    });
    const noGroup = await ctx().call(await admin(), 'POST', url('services'), { Name: '', ServiceTypeId: 1 });
    expect(noGroup.json().ModelState).toEqual({
      Name: ['Name is required.'],
      ServiceGroupId: ['Please select a service group.'],
    });
  });

  it('asks for the pricing unit and rate, or the price table, of the pricing option', async () => {
    const s = await admin();
    const uom = await ctx().call(s, 'POST', url('services'), {
      Name: 'Priced',
      ServiceGroupId: 1,
      ServiceTypeId: 1,
    });
    expect(uom.json().ModelState).toEqual({
      PricingUnitOfMeasureId: ['please select pricing unit of measure'],
      PricingUnitOfMeasureRate: ['please enter Pricing Rate'],
    });
    const [inch] = await units();
    const cents = await ctx().call(s, 'POST', url('services'), {
      Name: 'Priced',
      ServiceGroupId: 1,
      ServiceTypeId: 1,
      PricingUnitOfMeasureId: inch!.Id,
      PricingUnitOfMeasureRate: 1.005,
    });
    expect(cents.json().ModelState).toEqual({
      PricingUnitOfMeasureRate: ['Pricing Rate must be in dollars and cents.'],
    });
    const table = await ctx().call(s, 'POST', url('services'), {
      Name: 'Priced',
      ServiceGroupId: 2,
      ServiceTypeId: 1,
      PricingOptionId: 2,
    });
    expect(table.json().ModelState).toEqual({ PricingTableId: [Messages.SelectPricingTable] });
    const ghost = await ctx().call(s, 'POST', url('services'), {
      Name: 'Priced',
      ServiceGroupId: 2,
      ServiceTypeId: 1,
      PricingOptionId: 2,
      PricingTableId: 99999,
    });
    expect(ghost.json().ModelState).toEqual({ PricingTableId: ['Unknown pricing table.'] });
    const priceTable = await ctx()
      .dbh.db.insertInto('price_tables')
      .values({ name: 'Scratch table for services', pricing_type_id: 4, pricing_method_id: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Switching to table pricing drops the unit and rate: only the chosen option's fields are kept.
    const stump = await byName('Stump Grinding');
    const switched = await ctx().call(s, 'PUT', url('services'), {
      ...stump,
      PricingOptionId: 2,
      PricingTableId: priceTable.id,
    });
    expect(switched.json()).toMatchObject({
      PricingOptionId: 2,
      PricingTableId: priceTable.id,
      PricingUnitOfMeasureId: null,
      PricingUnitOfMeasureRate: null,
    });
  });

  it('keeps the inactive reason only while the status is 3, and toggles active', async () => {
    const s = await admin();
    const reasons: Item[] = (await ctx().call(s, 'GET', url('accounts/inactiveReasons'))).json();
    const base = { ServiceGroupId: 2, ServiceTypeId: 1, InactiveReasonId: reasons[0]!.Id };
    const active = (
      await ctx().call(s, 'POST', url('services'), { ...base, Name: 'Reasoned', StatusId: 1 })
    ).json();
    expect(active.InactiveReasonId).toBeNull();
    const inactive = (
      await ctx().call(s, 'POST', url('services'), { ...base, Name: 'Retired', StatusId: 3 })
    ).json();
    expect(inactive).toMatchObject({ StatusId: 3, InactiveReasonId: reasons[0]!.Id, Active: false });
    const pending = await ctx().call(s, 'PUT', url('services'), { ...inactive, StatusId: 2 });
    expect(pending.json()).toMatchObject({ StatusId: 2, InactiveReasonId: null, Version: 2 });
    const off = (await ctx().call(s, 'POST', url(`services/${inactive.Id}/toggleActive`))).json();
    expect(off).toMatchObject({ StatusId: 3, Active: false, Version: 3 });
    const on = (await ctx().call(s, 'POST', url(`services/${inactive.Id}/toggleActive`))).json();
    expect(on).toMatchObject({ StatusId: 1, Active: true, InactiveReasonId: null, Version: 4 });
    // An inactive reason in use by a service cannot be removed from the list.
    const kept = await ctx().call(s, 'PUT', url('services'), {
      ...on,
      StatusId: 3,
      InactiveReasonId: reasons[0]!.Id,
    });
    expect(kept.statusCode).toBe(200);
    const removal = await ctx().call(s, 'PUT', url('accounts/inactiveReasons'), reasons.slice(1));
    expect(removal.json().Message).toBe(Messages.SettingsListInUse);
  });

  it('refuses a stale Version with 409 and the current record; of two racing saves one wins', async () => {
    const s = await admin();
    const crown = await byName('Crown Cleaning');
    const first = await ctx().call(s, 'PUT', url('services'), { ...crown, ApplicationDescription: 'First' });
    expect(first.statusCode).toBe(200);
    const stale = await ctx().call(s, 'PUT', url('services'), { ...crown, ApplicationDescription: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Id: crown.Id, ApplicationDescription: 'First', Version: 2 });
    const current: Service = stale.json().Current;
    const race = await Promise.all(
      ['A', 'B'].map((t) => ctx().call(s, 'PUT', url('services'), { ...current, ApplicationDescription: t })),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await byName('Crown Cleaning');
    expect(after.Version).toBe(3);
    expect(after.ApplicationDescription).toBe(
      race.find((r) => r.statusCode === 200)!.json().ApplicationDescription,
    );
  });

  it('limits recurrence to the maximum setting, which Settings administrators change', async () => {
    const s = await admin();
    expect((await ctx().call(s, 'GET', url('services/recurrence'))).json()).toEqual({ RecurrenceMax: 5 });
    const base = { Name: 'Renewing', ServiceGroupId: 2, ServiceTypeId: 1 };
    const six = await ctx().call(s, 'POST', url('services'), { ...base, Recurrence: 6 });
    expect(six.json().ModelState).toEqual({ Recurrence: ['Recurrence must be between 1 and 5 years.'] });
    const arborist = await signedIn(ctx(), 'arborist');
    expect(
      (await ctx().call(arborist, 'PUT', url('services/recurrence'), { RecurrenceMax: 8 })).statusCode,
    ).toBe(403);
    const office = await signedIn(ctx(), 'officemanager');
    expect(
      (await ctx().call(office, 'PUT', url('services/recurrence'), { RecurrenceMax: 8 })).json(),
    ).toEqual({
      RecurrenceMax: 8,
    });
    expect((await ctx().call(arborist, 'GET', url('settings/1'))).json()).toEqual({
      Id: 1,
      Name: 'RecurrenceMax',
      Value: '8',
    });
    const created = await ctx().call(s, 'POST', url('services'), { ...base, Recurrence: 6 });
    expect(created.json().Recurrence).toBe(6);
    for (const years of [5, 0, 100]) {
      const res = await ctx().call(office, 'PUT', url('services/recurrence'), { RecurrenceMax: years });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Max Recurrence Years Update failed.');
    }
    expect((await ctx().call(s, 'GET', url('settings'))).json()).toEqual([
      { Id: 1, Name: 'RecurrenceMax', Value: '8' },
    ]);
    expect((await ctx().call(s, 'GET', url('settings/2'))).statusCode).toBe(404);
  });

  it('deletes a service nobody uses and refuses one something refers to', async () => {
    const s = await admin();
    const made = (
      await ctx().call(s, 'POST', url('services'), {
        Name: 'Short-lived',
        ServiceGroupId: 2,
        ServiceTypeId: 1,
      })
    ).json();
    expect((await ctx().call(s, 'DELETE', url(`services/${made.Id}`))).statusCode).toBe(200);
    expect((await ctx().call(s, 'GET', url(`services/${made.Id}`))).statusCode).toBe(404);
    expect((await ctx().call(s, 'DELETE', url(`services/${made.Id}`))).statusCode).toBe(404);

    // A proposal line (a later module's table) refers to the service: the engine refuses the delete.
    const db = ctx().dbh.db;
    await sql`create table scratch_proposal_services (id integer primary key, service_id integer not null references services (id))`.execute(
      db,
    );
    const used = await byName('Cabling and Bracing');
    await sql`insert into scratch_proposal_services (id, service_id) values (1, ${used.Id})`.execute(db);
    const refused = await ctx().call(s, 'DELETE', url(`services/${used.Id}`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      Message: 'Delete Failed. Please check if service being used on proposal',
      ModelState: { Service: ['Delete Failed. Please check if service being used on proposal'] },
    });
    expect((await ctx().call(s, 'GET', url(`services/${used.Id}`))).statusCode).toBe(200);
    await sql`drop table scratch_proposal_services`.execute(db);
  });

  it('updates unit-of-measure rates by dollars or percent, rounded to the cent, never negative', async () => {
    const s = await admin();
    const [pruning, removal, grub] = await Promise.all(
      ['Structural Pruning', 'Tree Removal', 'Grub Control'].map(byName),
    );
    const dollars = await ctx().call(s, 'PUT', url('services/updatePrices/1/0.55'), [
      pruning!.Id,
      removal!.Id,
    ]);
    expect(dollars.statusCode).toBe(200);
    expect(dollars.json().Message).toBe('Prices Updated Successfully');
    expect(
      dollars.json().Updated.map((u: { PricingUnitOfMeasureRate: number }) => u.PricingUnitOfMeasureRate),
    ).toEqual([10.05, 28.55]);
    // 5.25 × 1.0333 = 5.424825 -> 5.42; 10.05 × 1.0333 = 10.384665 -> 10.38.
    const percent = await ctx().call(s, 'PUT', url('services/updatePrices/2/3.33'), [grub!.Id, pruning!.Id]);
    expect(
      percent
        .json()
        .Updated.map((u: { Name: string; PricingUnitOfMeasureRate: number }) => [
          u.Name,
          u.PricingUnitOfMeasureRate,
        ]),
    ).toEqual([
      ['Grub Control', 5.42],
      ['Structural Pruning', 10.38],
    ]);
    expect((await byName('Grub Control')).Version).toBe(grub!.Version + 1);
    const negative = await ctx().call(s, 'PUT', url('services/updatePrices/1/-1'), [grub!.Id]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().Message).toBe('Please avoid entering negative dollar amounts.');
    expect((await byName('Grub Control')).PricingUnitOfMeasureRate).toBe(5.42);
    const floor = await ctx().call(s, 'PUT', url('services/updatePrices/2/-150'), [grub!.Id]);
    expect(floor.json().Updated[0].PricingUnitOfMeasureRate).toBe(0);
    const unpriced = (
      await ctx().call(s, 'POST', url('services'), { Name: 'Unpriced', ServiceGroupId: 2, ServiceTypeId: 1 })
    ).json();
    const mixed = await ctx().call(s, 'PUT', url('services/updatePrices/2/10'), [unpriced.Id, removal!.Id]);
    expect(mixed.json()).toMatchObject({
      Unchanged: [unpriced.Id],
      Updated: [{ Id: removal!.Id, PricingUnitOfMeasureRate: 31.41 }],
    });
    expect((await ctx().call(s, 'PUT', url('services/updatePrices/1/1'), [99999])).statusCode).toBe(404);
    expect((await ctx().call(s, 'PUT', url('services/updatePrices/3/1'), [grub!.Id])).statusCode).toBe(400);
  });

  it('saves the service settings lists whole, dropping blank names and keeping items in use', async () => {
    const foreman = await signedIn(ctx(), 'foreman');
    for (const path of [
      'services/units',
      'services/categories',
      'services/labels',
      'workOrders/weatherConditions',
    ])
      expect((await ctx().call(foreman, 'GET', url(path))).json().length, path).toBeGreaterThan(2);
    expect((await ctx().call(foreman, 'PUT', url('services/units'), [])).statusCode).toBe(403);
    const office = await signedIn(ctx(), 'officemanager');
    const labels: Item[] = (await ctx().call(office, 'GET', url('services/labels'))).json();
    const saved = await ctx().call(office, 'PUT', url('services/labels'), [
      ...labels,
      { Id: 0, Name: '  ' },
      { Name: 'Seasonal ' },
    ]);
    expect(saved.json().map((i: Item) => i.Name)).toEqual([...labels.map((l) => l.Name), 'Seasonal']);
    const inUse = await ctx().call(
      office,
      'PUT',
      url('services/labels'),
      labels.filter((l) => l.Name !== 'Safety'),
    );
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json()).toEqual({
      Message: 'Update failed. Make sure any removed items are not being used.',
      ModelState: { Service: ['Update failed. Make sure any removed items are not being used.'] },
    });
    const unused = await ctx().call(office, 'PUT', url('services/labels'), labels);
    expect(unused.json()).toEqual(labels);
    const categories: Item[] = (await ctx().call(office, 'GET', url('services/categories'))).json();
    const categoryInUse = await ctx().call(office, 'PUT', url('services/categories'), categories.slice(1));
    expect(categoryInUse.json().Message).toBe(Messages.SettingsListInUse);
    const unitList = await units();
    expect((await ctx().call(office, 'PUT', url('services/units'), unitList.slice(1))).statusCode).toBe(400);
    const weather: Item[] = (await ctx().call(office, 'GET', url('workOrders/weatherConditions'))).json();
    const hail = await ctx().call(office, 'PUT', url('workOrders/saveWeatherConditions'), [
      ...weather,
      { Name: 'Hail' },
    ]);
    expect(hail.json().at(-1).Name).toBe('Hail');
  });

  it('keeps company-wide content per service group (Service Full)', async () => {
    const office = await signedIn(ctx(), 'officemanager');
    const groups = (await ctx().call(office, 'GET', url('services/groups'))).json();
    expect(groups.map((g: Item) => g.Name)).toEqual([
      'Arbor Care',
      'Plant Health Care',
      'Lawn Care',
      'Nursery',
      'Fertilization',
    ]);
    expect(groups[0].Content).toMatch(/ANSI A300/);
    expect(
      (await ctx().call(office, 'PUT', url('services/groups'), [{ Id: 4, Content: 'x' }])).statusCode,
    ).toBe(403);
    const s = await admin();
    const saved = await ctx().call(s, 'PUT', url('services/groups'), [
      { Id: 4, Content: ' Container and balled-and-burlapped stock. ' },
      { Id: 3, Content: '' },
    ]);
    expect(saved.json().map((g: { Content: string }) => g.Content)).toEqual([
      groups[0].Content,
      groups[1].Content,
      '',
      'Container and balled-and-burlapped stock.',
      '',
    ]);
    expect((await ctx().call(s, 'PUT', url('services/groups'), [{ Id: 9, Content: 'x' }])).statusCode).toBe(
      400,
    );
  });

  it('answers the lookups, report options, service codes and visits to any signed-in user', async () => {
    const foreman = await signedIn(ctx(), 'foreman');
    const lookups = (await ctx().call(foreman, 'GET', url('services/lookups'))).json();
    expect(lookups.ServiceTypes).toEqual([
      { Id: 1, Name: 'Single' },
      { Id: 2, Name: 'Multi' },
    ]);
    expect(lookups.PricingOptions.map((o: Item) => o.Id)).toEqual([1, 2]);
    expect(lookups.ManagePricingOptions.map((o: Item) => o.Name)).toEqual(['Dollars', 'Percentage']);
    expect(lookups.Units.map((u: Item) => u.Name)).toContain('Inch DBH');
    expect(lookups.RecurrenceMax).toBeGreaterThanOrEqual(5);
    expect((await ctx().call(foreman, 'GET', url('reportOptions/all'))).json()).toEqual([
      { Id: 1, Name: 'Scouting Report' },
      { Id: 2, Name: 'Scouting Report Short Version' },
    ]);
    const codes: string[] = (await ctx().call(foreman, 'GET', url('services/codes'))).json();
    expect(codes).toEqual(expect.arrayContaining(['AS1', 'AS2', 'AS3', 'EAB1', 'LC5']));
    expect([...codes].sort()).toEqual(codes);
    const scab = await byName('Apple Scab Program');
    const visits = (await ctx().call(foreman, 'GET', url(`services/visits?serviceId=${scab.Id}`))).json();
    expect(visits.map((v: { Title: string }) => v.Title)).toEqual([
      'Bud Break',
      'Petal Fall',
      'Summer Cover',
    ]);
    expect(visits[0]).toMatchObject({
      ServiceId: scab.Id,
      ServiceName: 'Apple Scab Program',
      ServiceCode: 'AS1',
    });
  });
});
