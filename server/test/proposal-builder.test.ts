import { expect, it } from 'vitest';
import {
  BuilderMessages as M,
  discounted,
  F,
  P,
  ProposalMessages,
  ProposalStatuses,
  R,
  ServiceGroups,
  type Builder,
} from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import { catalogue, proposalWithTrees, type Catalogue } from './proposal-builder.fixtures';
import { multipart, PNG, signInWith } from './support';

const API = '/api/v1/proposals';
type Res = { statusCode: number; json<T = any>(): T };
const service = (r: Res) => r.json<{ ModelState: { Service: string[] } }>().ModelState.Service;
/** Every line's cost of the options the proposal counts (each option group's first), in cents. */
const countedCents = (b: Builder) =>
  b.ProposalGroups.flatMap((g) => g.ProposalOptionGroups.map((og) => og.ProposalOptions[0]!)).flatMap((o) => [
    ...o.ProposalItemServices.map((s) => Math.round(s.Cost * 100)),
    ...o.ProposalItemMaterials.map((m) => Math.round(m.Cost * 100)),
  ]);

describeEngines('proposal builder', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body) as Promise<Res>;
  let n = 0;
  let cat: Catalogue;
  const rep = async (claims: Record<string, number> = { Proposals: P }, branchId = 1) =>
    signInWith(ctx(), `builder${++n}`, claims, branchId);
  const setup = async (claims?: Record<string, number>, statusId?: number) => {
    cat ??= await catalogue(ctx().dbh.db);
    const who = await rep(claims);
    const p = await proposalWithTrees(ctx().dbh.db, cat, { salesRepId: who.employeeId, statusId });
    return { s: who.session, p };
  };
  const add = (s: Session, body: Record<string, unknown>) => call(s, 'POST', `${API}/ProposalData`, body);
  const pruneBoth = (s: Session, p: { id: number; smallOak: number; largeOak: number }) =>
    add(s, {
      ProposalId: p.id,
      ServiceGroupId: ServiceGroups.ArborCare,
      ServiceId: cat.pruning,
      ServiceItemIds: [p.smallOak, p.largeOak],
    });

  it('refuses an add with the spec messages, in order, and adds nothing', async () => {
    const { s, p } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{}, M.SelectServiceOrMaterial],
      [{ ServiceId: cat.pruning }, M.SelectServiceGroup],
      [{ ServiceId: cat.pruning, ServiceGroupId: ServiceGroups.ArborCare }, M.SelectInventoryItem],
      [
        {
          MaterialId: cat.disposal,
          ServiceGroupId: ServiceGroups.PlantHealthCare,
          ServiceItemIds: [p.smallOak],
        },
        M.SelectService,
      ],
      [
        { MaterialId: cat.disposal, ServiceGroupId: ServiceGroups.ArborCare, ServiceItemIds: [p.smallOak] },
        M.MaterialNeedsService,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await add(s, { ProposalId: p.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(service(res)).toEqual([message]);
    }
    const b = (await call(s, 'GET', `${API}/builder/${p.id}`)).json<Builder>();
    expect(b.ProposalGroups).toEqual([]);
    expect(b.Editable).toBe(true);
  });

  it('prices a service by inventory size, names groups Group N and allows Arbor Care material after a service', async () => {
    const { s, p } = await setup();
    const first = await pruneBoth(s, p);
    expect(first.statusCode).toBe(200);
    const b = first.json<Builder>();
    expect(b.ProposalGroups.map((g) => g.Name)).toEqual(['Group 1']);
    const line = b.ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!;
    expect(line.TotalCost).toBe(650);
    expect(line.Cost).toBe(650);
    const disposal = await add(s, {
      ProposalId: p.id,
      ServiceGroupId: ServiceGroups.ArborCare,
      MaterialId: cat.disposal,
      ServiceItemIds: [p.smallOak],
      MaterialQuantity: 2.5,
    });
    expect(disposal.statusCode).toBe(200);
    const after = disposal.json<Builder>();
    expect(after.ProposalGroups.map((g) => g.Name)).toEqual(['Group 1', 'Group 2']);
    // 2.5 loads at $45.50 = $113.75, exact.
    expect(after.Subtotal).toBe(763.75);
    expect(after.Total).toBe(763.75);
    expect(countedCents(after).reduce((a, c) => a + c, 0)).toBe(76_375);
  });

  it('prices a multi-visit program per visit, clears its materials and follows the visits included this year', async () => {
    const { s, p } = await setup();
    const res = await add(s, {
      ProposalId: p.id,
      ServiceGroupId: ServiceGroups.PlantHealthCare,
      ServiceId: cat.phc,
      MaterialId: cat.disposal,
      ServiceItemIds: [p.smallOak, p.largeOak],
    });
    expect(res.statusCode).toBe(200);
    const option = res.json<Builder>().ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!;
    expect(option.ProposalItemMaterials).toEqual([]);
    const phc = option.ProposalItemServices[0]!;
    expect(phc.Visits).toHaveLength(3);
    expect(phc.PerVisitCost).toBe(150);
    expect(phc.TotalCost).toBe(450);
    const saved = await call(s, 'PUT', `${API}/ProposalItemService/${p.id}`, {
      Id: phc.Id,
      Version: phc.Version,
      Quantity: 1,
      RequiresNoEquipment: true,
      EquipmentIds: [cat.truck],
      Visits: phc.Visits.map((v, i) => ({
        ServiceVisitId: v.ServiceVisitId,
        IncludeInProgram: true,
        IncludeThisYear: i < 2,
      })),
    });
    expect(saved.statusCode).toBe(200);
    const line =
      saved.json<Builder>().ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!
        .ProposalItemServices[0]!;
    expect(line.TotalCost).toBe(300);
    expect(line.Visits.map((v) => v.IncludeThisYear)).toEqual([true, true, false]);
    // Requires no equipment: the equipment sent is not kept.
    expect(line.Equipment).toEqual([]);
    expect(line.EquipmentSubtotal).toBe(0);
  });

  it('keeps an edited cost only when it differs from the price, and answers a stale save with 409', async () => {
    const { s, p } = await setup();
    const line = (await pruneBoth(s, p)).json<Builder>().ProposalGroups[0]!.ProposalOptionGroups[0]!
      .ProposalOptions[0]!.ProposalItemServices[0]!;
    const save = (version: number, extra: Record<string, unknown>) =>
      call(s, 'PUT', `${API}/ProposalItemService/${p.id}`, {
        Id: line.Id,
        Version: version,
        Quantity: 1,
        RequiresNoEquipment: false,
        EquipmentIds: [cat.truck],
        EstimatedHours: 3.5,
        Crew: 2,
        ...extra,
      });
    const same = (await save(line.Version, { EditedCost: 650 })).json<Builder>();
    const kept =
      same.ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!;
    expect(kept.EditedCost).toBeNull();
    expect(kept.EquipmentSubtotal).toBe(350);
    expect(kept.EstimatedHours).toBe(3.5);
    const edited = (await save(kept.Version, { EditedCost: 600.1 })).json<Builder>();
    expect(
      edited.ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!.Cost,
    ).toBe(600.1);
    expect(edited.Total).toBe(600.1);
    const stale = await save(kept.Version, { EditedCost: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.EditedCost).toBe(600.1);
    const bad = await save(kept.Version + 1, { EditedCost: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe(M.FormInvalid);
  });

  it('groups at least two options of one service group, counts the first in the total, and ungroups', async () => {
    const { s, p } = await setup();
    await pruneBoth(s, p);
    const two = (
      await add(s, {
        ProposalId: p.id,
        ServiceGroupId: ServiceGroups.ArborCare,
        ServiceId: cat.pruning,
        ServiceItemIds: [p.smallOak],
      })
    ).json<Builder>();
    const options = two.ProposalGroups.map((g) => g.ProposalOptionGroups[0]!.ProposalOptions[0]!.Id);
    const one = await call(s, 'POST', `${API}/GroupOptions`, {
      ProposalId: p.id,
      ProposalOptionIds: [options[0]],
    });
    expect(service(one)).toEqual([M.GroupNeedsTwoOptions]);
    const phc = (
      await add(s, {
        ProposalId: p.id,
        ServiceGroupId: ServiceGroups.PlantHealthCare,
        ServiceId: cat.phc,
        ServiceItemIds: [p.smallOak],
      })
    ).json<Builder>();
    const phcOption = phc.ProposalGroups[2]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.Id;
    const mixed = await call(s, 'POST', `${API}/GroupOptions`, {
      ProposalId: p.id,
      ProposalOptionIds: [options[0], phcOption],
    });
    expect(service(mixed)).toEqual([M.GroupNeedsSameServiceGroup]);

    const grouped = (
      await call(s, 'POST', `${API}/GroupOptions`, { ProposalId: p.id, ProposalOptionIds: options })
    ).json<Builder>();
    expect(grouped.ProposalGroups).toHaveLength(2);
    const og = grouped.ProposalGroups[0]!.ProposalOptionGroups[0]!;
    expect(og.ProposalOptions.map((o) => o.Total)).toEqual([650, 250]);
    expect(og.Total).toBe(650);
    // $650 pruning (the first option) + 3 visits at $60 for the small oak.
    expect(grouped.Subtotal).toBe(830);
    expect(countedCents(grouped).reduce((a, c) => a + c, 0)).toBe(83_000);

    const split = (await call(s, 'POST', `${API}/${p.id}/Ungroup/${og.Id}`)).json<Builder>();
    expect(split.ProposalGroups).toHaveLength(3);
    expect(split.ProposalGroups.map((g) => g.Name)).toEqual(['Group 1', 'Group 3', 'Group 4']);
    expect(split.Subtotal).toBe(1080);
  });

  it('applies the proposal promotions multiplicatively, the totals adding up to the cent', async () => {
    const { s, p } = await setup();
    await pruneBoth(s, p);
    const db = ctx().dbh.db;
    const promo = async (name: string, e2: number) =>
      (
        await db
          .insertInto('promotions')
          .values({ name: `${name} ${p.id}`, discount_e2: e2 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ids = [await promo('Spring', 1000), await promo('Loyal', 750)];
    await db
      .insertInto('proposal_promotions')
      .values(ids.map((id) => ({ proposal_id: p.id, promotion_id: id })))
      .execute();
    const b = (await call(s, 'GET', `${API}/builder/${p.id}`)).json<Builder>();
    expect(b.Subtotal).toBe(650);
    expect(b.Total * 100).toBeCloseTo(discounted(65_000, [1000, 750]), 6);
    expect(Math.round(b.Total * 100)).toBe(54_113);
    expect(Math.round(b.Discount * 100) + Math.round(b.Total * 100)).toBe(65_000);
  });

  it('saves group names, show-pricing and separate work order flags, and removes rows by static targets', async () => {
    const { s, p } = await setup();
    const b = (await pruneBoth(s, p)).json<Builder>();
    const g = b.ProposalGroups[0]!;
    const named = await call(s, 'POST', `${API}/groups/${p.id}`, [
      { Id: g.Id, Name: 'Front oaks', SeparateWorkOrderGroup: true },
    ]);
    expect(named.json<Builder>().ProposalGroups[0]).toMatchObject({
      Name: 'Front oaks',
      SeparateWorkOrderGroup: true,
    });
    const hidden = await call(s, 'POST', `${API}/groups/update-show-pricing/${p.id}`, {
      ProposalGroupId: g.Id,
      ShowPricing: false,
    });
    expect(hidden.json<Builder>().ProposalGroups[0]!.ShowPricing).toBe(false);
    const line = g.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!;
    const gone = await call(s, 'DELETE', `${API}/ProposalItemService/${p.id}?id=${line.Id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json<Builder>().ProposalGroups).toEqual([]);
    expect((await call(s, 'DELETE', `${API}/ProposalItemService/${p.id}?id=${line.Id}`)).statusCode).toBe(
      404,
    );
  });

  it('trims captions to 200 characters with the warning and keeps photos in order', async () => {
    const { s, p } = await setup();
    const line = (await pruneBoth(s, p)).json<Builder>().ProposalGroups[0]!.ProposalOptionGroups[0]!
      .ProposalOptions[0]!.ProposalItemServices[0]!;
    const form = multipart(
      [
        { filename: 'a.png', content: PNG },
        { filename: 'b.png', content: PNG },
      ],
      { 'Captions[0]': 'Deadwood over the drive', 'Captions[1]': 'Girdling root' },
    );
    const up = await ctx().app.inject({
      method: 'POST',
      url: `${API}/pic/${line.Id}`,
      headers: { ...form.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(200);
    const photos = up.json<{ Id: number; Caption: string; Order: number }[]>();
    expect(photos.map((x) => [x.Caption, x.Order])).toEqual([
      ['Deadwood over the drive', 0],
      ['Girdling root', 1],
    ]);
    const long = await call(s, 'PUT', `${API}/proposalItemImage/${photos[0]!.Id}`, {
      Caption: 'x'.repeat(230),
      Order: 2,
    });
    expect(long.json()).toMatchObject({ Caption: 'x'.repeat(200), Order: 2, Warning: M.CaptionTooLong });
    const item = (await call(s, 'GET', `${API}/proposalItemService/${line.Id}`)).json();
    expect(item.Photos.map((x: { Order: number }) => x.Order)).toEqual([1, 2]);
    expect((await call(s, 'DELETE', `${API}/ProposalItemServicePhoto/${photos[1]!.Id}`)).statusCode).toBe(
      200,
    );
  });

  it('keeps other reps and branches out, shows ReadOnly without edits, and refuses every edit of a cancelled proposal', async () => {
    const { s, p } = await setup();
    await pruneBoth(s, p);
    const other = (await rep({ Proposals: P })).session;
    expect((await call(other, 'GET', `${API}/builder/${p.id}`)).statusCode).toBe(404);
    expect((await pruneBoth(other, p)).statusCode).toBe(404);
    const elsewhere = (await rep({ Proposals: 4 }, 2)).session;
    expect((await call(elsewhere, 'GET', `${API}/builder/${p.id}`)).statusCode).toBe(404);
    const reader = (await rep({ Proposals: R })).session;
    const seen = await call(reader, 'GET', `${API}/builder/${p.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Builder>().Editable).toBe(false);
    expect((await pruneBoth(reader, p)).statusCode).toBe(403);
    const full = (await rep({ Proposals: F })).session;
    expect((await pruneBoth(full, p)).statusCode).toBe(200);

    const cancelled = await setup(undefined, ProposalStatuses.Cancelled);
    const refused = await pruneBoth(cancelled.s, cancelled.p);
    expect(refused.statusCode).toBe(400);
    expect(service(refused)).toEqual([ProposalMessages.Cancelled]);
    expect(
      (await call(cancelled.s, 'GET', `${API}/builder/${cancelled.p.id}`)).json<Builder>().Editable,
    ).toBe(false);
  });

  it('makes one N/A inventory item per location and lists the items a proposal treats', async () => {
    const { s, p } = await setup();
    await pruneBoth(s, p);
    const a = await call(s, 'GET', `${API}/CreateNAServiceItem/${p.locationId}`);
    const b = await call(s, 'GET', `${API}/CreateNAServiceItem/${p.locationId}`);
    expect(a.statusCode).toBe(200);
    expect(b.json().Id).toBe(a.json().Id);
    const items = (await call(s, 'GET', `${API}/serviceitems/${p.id}`)).json<{ ServiceItemId: number }[]>();
    expect(items.map((i) => i.ServiceItemId).sort()).toEqual([p.smallOak, p.largeOak].sort());
    const rate = (
      await call(
        s,
        'GET',
        `${API}/getPricingTableRate/${(await call(s, 'GET', `${API}/builder/${p.id}`)).json<Builder>().ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!.Id}`,
      )
    ).json();
    expect(rate.TotalCost).toBe(650);
    expect((await call(s, 'GET', `${API}/existingBuilder/${p.id}`)).json()).toEqual({ Exists: true });
  });
});
