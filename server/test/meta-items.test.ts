import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, ServiceGroups as G } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { multipart, PDF, PNG } from './support';

type MetaRecord = {
  Item: { Id: number; Name: string; ScientificName: string | null; Archived: boolean; Version: number };
  ServiceItemIds: number[];
  ChemicalIds: number[];
  Images: { Id: number; Route: string; FileName: string; Url: string }[];
};

const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
const base = '/api/v1/inventory-meta-items';

async function typeIds(ctx: TestCtx, s: Session): Promise<Map<string, number>> {
  const rows = (await ctx.call(s, 'POST', '/api/v1/serviceItems/types/_search', { Take: 999 })).json();
  return new Map(rows.map((r: { Name: string; Id: number }) => [r.Name, r.Id]));
}

function upload(ctx: TestCtx, s: Session, url: string, files: Parameters<typeof multipart>[0]) {
  const body = multipart(files);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
  });
}

describeEngines('inventory meta items', (ctx) => {
  it('searches each kind 12 a page with X-List-Count, matching names and scientific names', async () => {
    const admin = await ctx().login('admin');
    const insects = await ctx().call(admin, 'POST', `${base}/insects/_search`, {});
    expect(insects.statusCode).toBe(200);
    expect(insects.json()).toHaveLength(9);
    expect(count(insects)).toBe(9);
    expect(insects.json()[0]).toEqual({
      Id: expect.any(Number),
      Name: 'Aphids',
      ScientificName: 'Aphidoidea',
      Archived: false,
      ImageCount: 0,
      Version: 1,
    });
    for (let i = 1; i <= 4; i++)
      await ctx().call(admin, 'POST', `${base}/insects`, { Item: { Name: `Leafminer ${i}` } });
    const page = await ctx().call(admin, 'POST', `${base}/insects/_search`, { Query: '' });
    expect(page.json()).toHaveLength(12);
    expect(count(page)).toBe(13);
    const byLatin = await ctx().call(admin, 'POST', `${base}/diseases/_search`, { Query: 'venturia' });
    expect(byLatin.json().map((r: { Name: string }) => r.Name)).toEqual(['Apple Scab']);
    for (const [path, n] of [
      ['diseases', 8],
      ['weed-types', 6],
      ['ecological-problems', 8],
    ] as const)
      expect(count(await ctx().call(admin, 'POST', `${base}/${path}/_search`, {}))).toBe(n);
  });

  it('gives the simple lists scouting reports pick from, without archived items', async () => {
    const foreman = await ctx().login('foreman');
    const weeds = await ctx().call(foreman, 'GET', `${base}/simple/weed-types`);
    expect(weeds.statusCode).toBe(200);
    expect(weeds.json().map((w: { Name: string }) => w.Name)).toEqual([
      'Broadleaf Plantain',
      'Clover',
      'Crabgrass',
      'Creeping Charlie',
      'Dandelion',
      'Yellow Nutsedge',
    ]);
    expect(weeds.json()[0]).toEqual({ Id: expect.any(Number), Name: 'Broadleaf Plantain' });
    const admin = await ctx().login('admin');
    const clover = weeds.json().find((w: { Name: string }) => w.Name === 'Clover');
    const archived = await ctx().call(admin, 'POST', `${base}/weed-types/${clover.Id}/toggleArchived`);
    expect(archived.json().Item).toMatchObject({ Archived: true, Version: 2 });
    const after = (await ctx().call(foreman, 'GET', `${base}/simple/weed-types`)).json();
    expect(after.map((w: { Name: string }) => w.Name)).not.toContain('Clover');
    expect(count(await ctx().call(admin, 'POST', `${base}/weed-types/_search`, {}))).toBe(5);
    expect(
      count(await ctx().call(admin, 'POST', `${base}/weed-types/_search`, { IncludeArchived: true })),
    ).toBe(6);
    await ctx().call(admin, 'POST', `${base}/weed-types/${clover.Id}/toggleArchived`);
    for (const path of ['insects', 'diseases', 'ecological-problems'])
      expect((await ctx().call(foreman, 'GET', `${base}/simple/${path}`)).json().length).toBeGreaterThan(5);
  });

  it('adds and saves an item with its item types and chemicals; a stale Version is 409', async () => {
    const admin = await ctx().login('admin');
    const types = await typeIds(ctx(), admin);
    const chemicals = await ctx().dbh.db.selectFrom('chemicals').select('id').orderBy('id').execute();
    const add = await ctx().call(admin, 'POST', `${base}/insects`, {
      Item: {
        Name: ' Spotted Lanternfly ',
        ScientificName: 'Lycorma delicatula',
        Description: 'Invasive planthopper.',
      },
      ServiceItemIds: [types.get('Tree'), types.get('Tree')],
      ChemicalIds: [chemicals[0]!.id],
    });
    expect(add.statusCode, add.body).toBe(200);
    const r = add.json<MetaRecord>();
    expect(r).toEqual({
      Item: {
        Id: expect.any(Number),
        Name: 'Spotted Lanternfly',
        ScientificName: 'Lycorma delicatula',
        Description: 'Invasive planthopper.',
        Archived: false,
        Version: 1,
      },
      ServiceItemIds: [types.get('Tree')],
      ChemicalIds: [chemicals[0]!.id],
      Images: [],
    });
    // The item type sees the link from its side.
    const tree = (await ctx().call(admin, 'GET', `/api/v1/serviceItems/types/${types.get('Tree')}`)).json();
    expect(tree.Insects).toContain(r.Item.Id);
    expect((await ctx().call(admin, 'GET', `${base}/insects/${r.Item.Id}`)).json()).toEqual(r);
    // The same id under another kind does not exist.
    expect((await ctx().call(admin, 'GET', `${base}/diseases/${r.Item.Id}`)).statusCode).toBe(404);

    const saved = await ctx().call(admin, 'PUT', `${base}/insects`, {
      Item: { Id: r.Item.Id, Name: 'Spotted Lanternfly', Version: 1 },
      ServiceItemIds: [types.get('Tree'), types.get('Shrub')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      Item: { ScientificName: 'Lycorma delicatula', Version: 2 },
      ServiceItemIds: [types.get('Tree'), types.get('Shrub')].sort((a, b) => a! - b!),
      ChemicalIds: [chemicals[0]!.id],
    });
    const stale = await ctx().call(admin, 'PUT', `${base}/insects`, {
      Item: { Id: r.Item.Id, Name: 'Lanternfly', Version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.Item).toMatchObject({ Name: 'Spotted Lanternfly', Version: 2 });
    expect(
      (await ctx().call(admin, 'PUT', `${base}/insects`, { Item: { Id: 99999, Name: 'Ghost' } })).statusCode,
    ).toBe(404);
  });

  it('refuses duplicates within a kind, unknown links, and weed types on types outside Lawn Care', async () => {
    const admin = await ctx().login('admin');
    const types = await typeIds(ctx(), admin);
    const dup = await ctx().call(admin, 'POST', `${base}/insects`, { Item: { Name: 'bagworm' } });
    expect(dup.json()).toEqual({
      Message: 'An insect with this name already exists.',
      ModelState: { Name: ['An insect with this name already exists.'] },
    });
    const otherKind = await ctx().call(admin, 'POST', `${base}/ecological-problems`, {
      Item: { Name: 'Bagworm' },
    });
    expect(otherKind.statusCode).toBe(200);
    const eco = await ctx().call(admin, 'POST', `${base}/ecological-problems`, {
      Item: { Name: 'Compacted soil' },
    });
    expect(eco.json().ModelState.Name).toEqual(['An ecological problem with this name already exists.']);
    const unknown = await ctx().call(admin, 'POST', `${base}/diseases`, {
      Item: { Name: 'Verticillium Wilt' },
      ServiceItemIds: [99999],
      ChemicalIds: [88888],
    });
    expect(unknown.json().ModelState).toEqual({
      ServiceItemIds: ['Unknown item type: 99999.'],
      ChemicalIds: ['Unknown chemical: 88888.'],
    });
    const weed = await ctx().call(admin, 'POST', `${base}/weed-types`, {
      Item: { Name: 'Ground Ivy' },
      ServiceItemIds: [types.get('Lawn'), types.get('Tree'), types.get('Shrub')],
    });
    expect(weed.json().ModelState).toEqual({
      ServiceItemIds: ['Weed types apply only to item types of the Lawn Care service group. Shrub, Tree.'],
    });
    const lawnWeed = await ctx().call(admin, 'POST', `${base}/weed-types`, {
      Item: { Name: 'Ground Ivy' },
      ServiceItemIds: [types.get('Lawn')],
    });
    expect(lawnWeed.json().ServiceItemIds).toEqual([types.get('Lawn')]);
    const lawn = (await ctx().call(admin, 'GET', `/api/v1/serviceItems/types/${types.get('Lawn')}`)).json();
    expect(lawn).toMatchObject({ ServiceGroups: [G.LawnCare] });
    expect(lawn.WeedTypes).toContain(lawnWeed.json().Item.Id);
  });

  it('keeps images checked by content, each deleted by its route', async () => {
    const admin = await ctx().login('admin');
    const oak = (
      await ctx().call(admin, 'POST', `${base}/diseases/_search`, { Query: 'Oak Wilt' })
    ).json()[0];
    const up = await upload(ctx(), admin, `${base}/images/diseases/${oak.Id}`, [
      { filename: 'leaf.png', content: PNG },
      { filename: 'bark.png', content: PNG },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const images = up.json<MetaRecord>().Images;
    expect(images).toEqual([
      {
        Id: expect.any(Number),
        Route: `diseases/${oak.Id}/${images[0]!.Id}`,
        FileName: 'leaf.png',
        Url: expect.any(String),
      },
      {
        Id: expect.any(Number),
        Route: `diseases/${oak.Id}/${images[1]!.Id}`,
        FileName: 'bark.png',
        Url: expect.any(String),
      },
    ]);
    const img = await ctx().app.inject({ method: 'GET', url: images[0]!.Url });
    expect(img.headers['content-type']).toBe('image/png');
    expect(
      (await ctx().call(admin, 'POST', `${base}/diseases/_search`, { Query: 'Oak Wilt' })).json()[0]
        .ImageCount,
    ).toBe(2);

    // A PDF among the files refuses the lot: nothing is stored.
    const mixed = await upload(ctx(), admin, `${base}/images/diseases/${oak.Id}`, [
      { filename: 'ok.png', content: PNG },
      { filename: 'report.png', content: PDF },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().ModelState.File).toEqual(['"report.png" is not an image (PNG, JPEG, GIF or WebP).']);
    expect((await ctx().call(admin, 'GET', `${base}/diseases/${oak.Id}`)).json().Images).toHaveLength(2);

    const gone = await ctx().call(admin, 'DELETE', `${base}/images/${images[0]!.Route}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().Images.map((i: { Id: number }) => i.Id)).toEqual([images[1]!.Id]);
    expect((await ctx().call(admin, 'DELETE', `${base}/images/${images[0]!.Route}`)).statusCode).toBe(404);
    // The route names the kind: the same ids under insects do not exist.
    expect(
      (await ctx().call(admin, 'DELETE', `${base}/images/insects/${oak.Id}/${images[1]!.Id}`)).statusCode,
    ).toBe(404);
    expect((await ctx().app.inject({ method: 'GET', url: images[0]!.Url })).statusCode).toBe(404);
  });

  it('lets ScoutingInventory ReadOnly view but not change, and refuses callers without the claim', async () => {
    const manager = await ctx().login('branchmanager');
    expect((await ctx().call(manager, 'POST', `${base}/insects/_search`, {})).statusCode).toBe(200);
    expect((await ctx().call(manager, 'GET', `${base}/insects/1`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', `${base}/insects`, { Item: { Name: 'X' } }],
      ['PUT', `${base}/insects`, { Item: { Id: 1, Name: 'X' } }],
      ['POST', `${base}/insects/1/toggleArchived`],
      ['DELETE', `${base}/images/insects/1/1`],
    ] as const) {
      const res = await ctx().call(manager, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const denied = await upload(ctx(), manager, `${base}/images/insects/1`, [
      { filename: 'a.png', content: PNG },
    ]);
    expect(denied.statusCode).toBe(403);
    const billing = await ctx().login('billing');
    expect((await ctx().call(billing, 'POST', `${base}/insects/_search`, {})).statusCode).toBe(403);
    expect((await ctx().call(billing, 'GET', `${base}/simple/insects`)).statusCode).toBe(403);
  });
});
