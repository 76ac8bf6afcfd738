import { expect, it } from 'vitest';
import {
  captionField,
  Messages,
  WorkOrderImageMessages as M,
  WorkOrderImageTypes as T,
  type WorkOrderImage,
  type WorkOrderImagesAdded,
} from '@canopy/shared';
import { buildApp } from '../src/app';
import { seedWorkOrderImagesDemo } from '../src/seed/work-order-images-demo';
import { describeEngines, type Session } from './harness';
import { multipart, PDF, PNG } from './support';
import { makeWorkOrder, type WorkOrderSeed } from './work-order-fixtures';

const ARBORIST = 6;
const url = (woId: number, rest = '') => `/api/v1/workOrders/${woId}/images${rest}`;

describeEngines('work order images', (ctx) => {
  const call = (s: Session, method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    ctx().call(s, method, path, body);
  const workOrder = (seed: WorkOrderSeed = {}) => makeWorkOrder(ctx().dbh.db, seed);
  const upload = (
    s: Session,
    woId: number,
    files: { filename: string; content: Buffer }[],
    fields: Record<string, string>,
  ) => {
    const form = multipart(files, fields);
    return ctx().app.inject({
      method: 'POST',
      url: url(woId),
      headers: { ...form.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
      payload: form.payload,
    });
  };
  const list = async (s: Session, woId: number) => {
    const res = await call(s, 'GET', url(woId));
    expect(res.statusCode).toBe(200);
    return res.json<WorkOrderImage[]>();
  };
  const open = (link: string) => ctx().app.inject({ method: 'GET', url: link });
  const png = (name: string) => ({ filename: name, content: PNG });

  it('uploads several images at once with their captions; each opens by its signed link', async () => {
    const wo = await workOrder({ salesRepId: ARBORIST });
    const arborist = await ctx().login('arborist');
    const res = await upload(arborist, wo, [png('before.png'), png('after.png')], {
      ImageTypeId: String(T.Services),
      [captionField(0)]: 'Before: deadwood over the roof',
      [captionField(1)]: '  After  ',
    });
    expect(res.statusCode).toBe(200);
    const added = res.json<WorkOrderImagesAdded>();
    expect(added.Warnings).toEqual([]);
    expect(added.Images).toMatchObject([
      {
        WorkOrderId: wo,
        ImageTypeId: T.Services,
        ImageType: 'Services',
        KeyId: null,
        Caption: 'Before: deadwood over the roof',
        FileName: 'before.png',
        ContentType: 'image/png',
        Size: PNG.length,
        CreatedBy: 'Ava Lindqvist',
        Version: 1,
      },
      { Caption: 'After', FileName: 'after.png' },
    ]);
    // Signed links carry their expiry second, so rows are compared without them.
    const unsigned = (rows: WorkOrderImage[]) => rows.map(({ Url: _u, ThumbnailUrl: _t, ...rest }) => rest);
    expect(unsigned(await list(arborist, wo))).toEqual(unsigned(added.Images));
    for (const link of [added.Images[0]!.Url, added.Images[0]!.ThumbnailUrl]) {
      const file = await open(link);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    }
    // The office and the branch manager see them with the work order.
    const manager = await ctx().login('branchmanager');
    expect((await list(manager, wo)).map((i) => i.Caption)).toEqual([
      'Before: deadwood over the roof',
      'After',
    ]);
  });

  it('takes one caption for all, files images under a record of the work order, and filters by type and record', async () => {
    const wo = await workOrder();
    const db = ctx().dbh.db;
    const service = await db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    const line = await db
      .insertInto('work_order_services')
      .values({ work_order_id: wo, service_id: service.id, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await ctx().login('admin');
    const filed = await upload(admin, wo, [png('a.png'), png('b.png')], {
      imageTypeId: String(T.Services),
      keyId: String(line.id),
      Caption: 'Cabling',
    });
    expect(filed.json<WorkOrderImagesAdded>().Images.map((i) => [i.KeyId, i.Caption])).toEqual([
      [line.id, 'Cabling'],
      [line.id, 'Cabling'],
    ]);
    await upload(admin, wo, [png('c.png')], { ImageTypeId: String(T.Damages) });
    const byType = await call(admin, 'GET', url(wo, `?ImageTypeId=${T.Services}&KeyId=${line.id}`));
    expect(byType.json<WorkOrderImage[]>().map((i) => i.FileName)).toEqual(['a.png', 'b.png']);
    // A record of another work order, or no type at all, is refused.
    const other = await workOrder();
    const foreign = await upload(admin, other, [png('d.png')], {
      ImageTypeId: String(T.Services),
      KeyId: String(line.id),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().ModelState.KeyId).toEqual([M.KeyNotValid]);
    const untyped = await upload(admin, other, [png('e.png')], {});
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().ModelState.ImageTypeId).toEqual(['ImageTypeId is required.']);
    expect(await list(admin, other)).toEqual([]);
  });

  it('refuses a PDF as an image, and a batch with one stores none', async () => {
    const wo = await workOrder();
    const admin = await ctx().login('admin');
    const filesBefore = await ctx().dbh.db.selectFrom('stored_files').select('id').execute();
    const res = await upload(admin, wo, [png('ok.png'), { filename: 'plan.pdf', content: PDF }], {
      ImageTypeId: String(T.Damages),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('"plan.pdf" is not a file type we accept here.');
    // Named like an image, it is still a PDF.
    const disguised = await upload(admin, wo, [{ filename: 'photo.png', content: PDF }], {
      ImageTypeId: String(T.Damages),
    });
    expect(disguised.statusCode).toBe(400);
    expect(await list(admin, wo)).toEqual([]);
    expect((await ctx().dbh.db.selectFrom('stored_files').select('id').execute()).length).toBe(
      filesBefore.length,
    );
  });

  it('cuts captions past 200 characters and answers the warning, on upload and on save', async () => {
    const wo = await workOrder();
    const admin = await ctx().login('admin');
    const long = 'x'.repeat(230);
    const res = await upload(admin, wo, [png('a.png'), png('b.png')], {
      ImageTypeId: String(T.ScoutingReport),
      [captionField(0)]: long,
      [captionField(1)]: long,
    });
    const added = res.json<WorkOrderImagesAdded>();
    expect(added.Warnings).toEqual(['Caption cannot exceed 200 characters.']);
    expect(added.Images.map((i) => i.Caption)).toEqual(['x'.repeat(200), 'x'.repeat(200)]);
    const img = added.Images[0]!;
    const saved = await call(admin, 'PUT', url(wo, '/save'), {
      Id: img.Id,
      Version: img.Version,
      ImageTypeId: T.ScoutingReport,
      Caption: 'y'.repeat(201),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      Image: { Caption: 'y'.repeat(200), Version: 2 },
      Warnings: [M.CaptionTooLong],
    });
  });

  it('saves caption, type and record against the Version read: a stale save is a 409 with the current image', async () => {
    const wo = await workOrder();
    const admin = await ctx().login('admin');
    const img = (
      await upload(admin, wo, [png('a.png')], { ImageTypeId: String(T.Services), Caption: 'Old' })
    ).json<WorkOrderImagesAdded>().Images[0]!;
    const body = { Id: img.Id, Version: 1, ImageTypeId: T.Damages, Caption: 'Broken limb on the fence' };
    const saved = await call(admin, 'PUT', url(wo, '/save'), body);
    expect(saved.json()).toMatchObject({
      Image: {
        ImageTypeId: T.Damages,
        ImageType: 'Damages',
        Caption: 'Broken limb on the fence',
        Version: 2,
      },
      Warnings: [],
    });
    const stale = await call(admin, 'PUT', url(wo, '/save'), { ...body, Caption: 'Mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({
      Id: img.Id,
      Caption: 'Broken limb on the fence',
      Version: 2,
    });
    // The image belongs to its own work order only.
    const other = await workOrder();
    expect((await call(admin, 'PUT', url(other, '/save'), { ...body, Version: 2 })).statusCode).toBe(404);
  });

  it('removes an image and its file', async () => {
    const wo = await workOrder();
    const admin = await ctx().login('admin');
    const [a, b] = (
      await upload(admin, wo, [png('a.png'), png('b.png')], { ImageTypeId: '3' })
    ).json<WorkOrderImagesAdded>().Images;
    const res = await call(admin, 'DELETE', url(wo, `/remove?ImageId=${a!.Id}`));
    expect(res.statusCode).toBe(200);
    expect((await list(admin, wo)).map((i) => i.Id)).toEqual([b!.Id]);
    expect((await open(a!.Url)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', url(wo, `/remove?ImageId=${a!.Id}`))).statusCode).toBe(404);
  });

  it('needs WorkOrders_ServiceImages Full to change images and the work order in reach for anything', async () => {
    const wo = await workOrder({ salesRepId: ARBORIST });
    const admin = await ctx().login('admin');
    const img = (await upload(admin, wo, [png('a.png')], { ImageTypeId: '3' })).json<WorkOrderImagesAdded>()
      .Images[0]!;
    // The office manager views work orders but holds no image claim.
    const office = await ctx().login('officemanager');
    expect((await list(office, wo)).length).toBe(1);
    const refused = await upload(office, wo, [png('b.png')], { ImageTypeId: '3' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(Messages.NotAuthorized);
    expect(
      (await call(office, 'PUT', url(wo, '/save'), { Id: img.Id, Version: 1, ImageTypeId: 3 })).statusCode,
    ).toBe(403);
    expect((await call(office, 'DELETE', url(wo, `/remove?ImageId=${img.Id}`))).statusCode).toBe(403);
    const billing = await ctx().login('billing');
    expect((await call(billing, 'GET', url(wo))).statusCode).toBe(403);
    // Another branch's manager and another arborist meet 404, even with the image claim.
    for (const name of ['branchmanager2', 'arborist2']) {
      const s = await ctx().login(name);
      expect((await call(s, 'GET', url(wo))).statusCode).toBe(404);
      expect((await upload(s, wo, [png('c.png')], { ImageTypeId: '3' })).statusCode).toBe(404);
      expect((await call(s, 'DELETE', url(wo, `/remove?ImageId=${img.Id}`))).statusCode).toBe(404);
    }
    expect((await list(admin, wo)).length).toBe(1);
  });

  it('seeds demo photos on work orders under way and stores their bytes when the server starts', async () => {
    const db = ctx().dbh.db;
    await workOrder({ statusId: 4 });
    const before = await db.selectFrom('work_order_images').select('id').execute();
    await seedWorkOrderImagesDemo(db);
    const seeded = await db.selectFrom('work_order_images').select(['id', 'work_order_id']).execute();
    expect(seeded.length).toBeGreaterThan(before.length);
    // A server starting on this database stores the drawn bytes of the placeholders.
    const restarted = await buildApp({ config: ctx().config, dbh: ctx().dbh });
    await restarted.close();
    expect(
      await db.selectFrom('stored_files').select('id').where('storage_key', 'like', 'demo:%').execute(),
    ).toEqual([]);
    const admin = await ctx().login('admin');
    const orders = [...new Set(seeded.map((s) => s.work_order_id))];
    const statuses = await db
      .selectFrom('work_orders')
      .select('status_id')
      .where('id', 'in', orders)
      .execute();
    expect(statuses.every((w) => [3, 4, 5].includes(w.status_id))).toBe(true);
    for (const id of orders) {
      for (const image of await list(admin, id)) {
        const file = await open(image.Url);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
        expect(file.rawPayload.length).toBe(image.Size);
      }
    }
  });
});
