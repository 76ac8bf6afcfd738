import { expect, it } from 'vitest';
import { BuilderMessages as M, P, R, ServiceGroups, type Builder } from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import { catalogue, proposalWithTrees, type Catalogue } from './proposal-builder.fixtures';
import { multipart, PNG, signInWith } from './support';

// The builder's additions to existing options, the proposal's own crew and equipment, id-less photo
// uploads, the basic services list, and the one-statement group and service-group saves.

const API = '/api/v1/proposals';
type Res = { statusCode: number; json<T = any>(): T };
const service = (r: Res) => r.json<{ ModelState: { Service: string[] } }>().ModelState.Service;
const options = (b: Builder) =>
  b.ProposalGroups.flatMap((g) => g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions));

describeEngines('proposal builder additions', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body) as Promise<Res>;
  let n = 0;
  let cat: Catalogue;
  const rep = async (claims: Record<string, number> = { Proposals: P }, branchId = 1) =>
    signInWith(ctx(), `additions${++n}`, claims, branchId);
  const setup = async () => {
    cat ??= await catalogue(ctx().dbh.db);
    const who = await rep();
    const p = await proposalWithTrees(ctx().dbh.db, cat, { salesRepId: who.employeeId });
    const pruned = await call(who.session, 'POST', `${API}/ProposalData`, {
      ProposalId: p.id,
      ServiceGroupId: ServiceGroups.ArborCare,
      ServiceId: cat.pruning,
      ServiceItemIds: [p.smallOak],
    });
    expect(pruned.statusCode).toBe(200);
    return { s: who.session, p, b: pruned.json<Builder>() };
  };
  const upload = (s: Session, url: string, fields: Record<string, string>) => {
    const form = multipart([{ filename: 'oak.png', content: PNG }], fields);
    return ctx().app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
      payload: form.payload,
    });
  };

  it('adds a service into an existing option, priced by size, with the spec messages when refused', async () => {
    const { s, p, b } = await setup();
    const option = options(b)[0]!;
    const add = (body: Record<string, unknown>) =>
      call(s, 'POST', `${API}/ProposalItemService`, {
        ProposalId: p.id,
        ProposalOptionId: option.Id,
        ...body,
      });

    const noItem = await add({ ServiceId: cat.pruning });
    expect(noItem.statusCode).toBe(400);
    expect(service(noItem)).toEqual([M.SelectInventoryItem]);
    const otherGroup = await add({ ServiceId: cat.phc, ServiceItemIds: [p.largeOak] });
    expect(service(otherGroup)).toEqual([M.NotThisServiceGroup]);

    const added = await add({ ServiceId: cat.pruning, ServiceItemIds: [p.largeOak] });
    expect(added.statusCode).toBe(200);
    const after = added.json<Builder>();
    expect(after.ProposalGroups).toHaveLength(1);
    const o = options(after)[0]!;
    expect(o.ProposalItemServices.map((x) => x.Cost)).toEqual([250, 400]);
    expect(o.Total).toBe(650);
    expect(after.Total).toBe(650);

    // Another rep's option is not there for this one.
    const theirs = await setup();
    const foreign = await add({ ProposalOptionId: options(theirs.b)[0]!.Id, ServiceId: cat.pruning });
    expect(foreign.statusCode).toBe(404);
  });

  it('adds a material for a service of the option; a Multi service takes none and Plant Health Care needs a service', async () => {
    const { s, p, b } = await setup();
    const pruning = options(b)[0]!;
    const line = pruning.ProposalItemServices[0]!;
    const add = (body: Record<string, unknown>) =>
      call(s, 'POST', `${API}/ProposalItemMaterial`, { ProposalId: p.id, MaterialId: cat.disposal, ...body });

    const added = await add({ ProposalOptionId: pruning.Id, ProposalItemServiceId: line.Id, Quantity: 2 });
    expect(added.statusCode).toBe(200);
    const material = options(added.json<Builder>())[0]!.ProposalItemMaterials[0]!;
    expect(material).toMatchObject({ ProposalItemServiceId: line.Id, ServiceItemId: p.smallOak, Cost: 91 });
    expect(options(added.json<Builder>())[0]!.Total).toBe(341);

    const program = await call(s, 'POST', `${API}/ProposalData`, {
      ProposalId: p.id,
      ServiceGroupId: ServiceGroups.PlantHealthCare,
      ServiceId: cat.phc,
      ServiceItemIds: [p.largeOak],
    });
    const phc = options(program.json<Builder>()).find(
      (o) => o.ProposalItemServices[0]?.ServiceId === cat.phc,
    )!;
    const multi = await add({
      ProposalOptionId: phc.Id,
      ProposalItemServiceId: phc.ProposalItemServices[0]!.Id,
    });
    expect(service(multi)).toEqual([M.MultiTakesNoMaterials]);
    const alone = await add({ ProposalOptionId: phc.Id, ServiceItemId: p.largeOak });
    expect(service(alone)).toEqual([M.SelectService]);
    const b2 = (await call(s, 'GET', `${API}/builder/${p.id}`)).json<Builder>();
    expect(options(b2).flatMap((o) => o.ProposalItemMaterials)).toHaveLength(1);
  });

  it("saves the proposal's crew and equipment; an unknown type saves nothing; others cannot", async () => {
    const { s, p } = await setup();
    const crew = await call(s, 'PUT', `${API}/${p.id}/crew/3`);
    expect(crew.statusCode).toBe(200);
    expect(crew.json<Builder>().Crew).toBe(3);
    const eq = await call(s, 'PUT', `${API}/${p.id}/Equipment`, [cat.truck, cat.truck]);
    expect(eq.statusCode).toBe(200);
    expect(eq.json<Builder>().Equipment).toEqual([
      expect.objectContaining({ EquipmentId: cat.truck, Name: expect.stringContaining('Bucket truck') }),
    ]);
    const unknown = await call(s, 'PUT', `${API}/${p.id}/Equipment`, [cat.truck, 2_000_000_000]);
    expect(unknown.statusCode).toBe(400);
    expect(service(unknown)).toEqual([M.FormInvalid]);
    const none = await call(s, 'PUT', `${API}/${p.id}/Equipment`, []);
    expect(none.json<Builder>().Equipment).toEqual([]);
    expect((await call(s, 'PUT', `${API}/${p.id}/crew/101`)).statusCode).toBe(400);

    const other = (await rep()).session;
    expect((await call(other, 'PUT', `${API}/${p.id}/crew/2`)).statusCode).toBe(404);
    const reader = (await rep({ Proposals: R })).session;
    expect((await call(reader, 'PUT', `${API}/${p.id}/Equipment`, [cat.truck])).statusCode).toBe(403);
    const seen = (await call(s, 'GET', `${API}/builder/${p.id}`)).json<Builder>();
    expect(seen.Crew).toBe(3);
  });

  it('takes photos posted to proposals/pic and ProposalItemMaterialPic with the owner in a form field', async () => {
    const { s, p, b } = await setup();
    const line = options(b)[0]!.ProposalItemServices[0]!;
    const up = await upload(s, `${API}/pic`, {
      ProposalItemServiceId: String(line.Id),
      Caption: '  Deadwood  ',
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual([expect.objectContaining({ Caption: 'Deadwood', Order: 0 })]);
    const missing = await upload(s, `${API}/pic`, {});
    expect(missing.statusCode).toBe(400);

    const withMaterial = await call(s, 'POST', `${API}/ProposalItemMaterial`, {
      ProposalId: p.id,
      ProposalOptionId: options(b)[0]!.Id,
      ProposalItemServiceId: line.Id,
      MaterialId: cat.disposal,
    });
    const m = options(withMaterial.json<Builder>())[0]!.ProposalItemMaterials[0]!;
    const mp = await upload(s, `${API}/ProposalItemMaterialPic`, { proposalItemMaterialId: String(m.Id) });
    expect(mp.statusCode).toBe(200);
    const other = (await rep()).session;
    expect((await upload(other, `${API}/pic`, { ProposalItemServiceId: String(line.Id) })).statusCode).toBe(
      404,
    );
    const item = (await call(s, 'GET', `${API}/builder/${p.id}`)).json<Builder>();
    expect(options(item)[0]!.ProposalItemMaterials[0]!.Photos).toHaveLength(1);
    expect(options(item)[0]!.ProposalItemServices[0]!.Photos).toHaveLength(1);
  });

  it('lists the basic services for the builder, with Proposals access only', async () => {
    const { s } = await setup();
    const list = await call(s, 'GET', '/api/v1/services/basic');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ Id: cat.pruning, ServiceGroupId: ServiceGroups.ArborCare }),
    );
    const none = (await rep({ Account: R })).session;
    expect((await call(none, 'GET', '/api/v1/services/basic')).statusCode).toBe(403);
  });

  it('renames groups and orders service groups in one save each; an id of another proposal changes nothing', async () => {
    const { s, p } = await setup();
    const b = (
      await call(s, 'POST', `${API}/ProposalData`, {
        ProposalId: p.id,
        ServiceGroupId: ServiceGroups.PlantHealthCare,
        ServiceId: cat.phc,
        ServiceItemIds: [p.largeOak],
      })
    ).json<Builder>();
    const [g1, g2] = b.ProposalGroups;
    const theirs = await setup();
    const refused = await call(s, 'POST', `${API}/groups/${p.id}`, [
      { Id: g1!.Id, Name: 'Pruning', SeparateWorkOrderGroup: true },
      { Id: theirs.b.ProposalGroups[0]!.Id, Name: 'Theirs', SeparateWorkOrderGroup: false },
    ]);
    expect(refused.statusCode).toBe(404);
    const named = await call(s, 'POST', `${API}/groups/${p.id}`, [
      { Id: g1!.Id, Name: '  Pruning the oaks ', SeparateWorkOrderGroup: true },
      { Id: g2!.Id, Name: 'Borer program', SeparateWorkOrderGroup: false },
    ]);
    expect(named.json<Builder>().ProposalGroups.map((g) => [g.Name, g.SeparateWorkOrderGroup])).toEqual([
      ['Pruning the oaks', true],
      ['Borer program', false],
    ]);
    expect((await call(s, 'GET', `${API}/builder/${theirs.p.id}`)).statusCode).toBe(404);

    const [sg1, sg2] = b.ProposalServiceGroups;
    const ordered = await call(s, 'PUT', `${API}/ProposalServiceGroup/${p.id}`, [
      { Id: sg1!.Id, ProposalSortOrder: 1 },
      { Id: sg2!.Id, ProposalSortOrder: 0 },
    ]);
    expect(ordered.json<Builder>().ProposalServiceGroups.map((x) => x.ServiceGroupId)).toEqual([
      ServiceGroups.PlantHealthCare,
      ServiceGroups.ArborCare,
    ]);
  });
});
