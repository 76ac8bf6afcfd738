import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  CSRF_HEADER,
  Messages,
  WorkOrderImageMessages,
  WorkOrderImageTypes,
  type WorkOrderImage,
} from '@canopy/shared';
import {
  BLOB_CHUNK_BYTES,
  BLOB_MAX_BYTES,
  SyncMessages,
  type MutationResult,
  type SyncMutation,
} from '@canopy/sync/protocol';
import { describeEngines, type Session } from './harness';
import { PDF, PNG } from './support';
import { makeWorkOrder } from './work-order-fixtures';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A photo of three pieces: a real PNG header, then camera-sized bytes. */
const photo = () => Buffer.concat([PNG, randomBytes(2 * BLOB_CHUNK_BYTES + 70_000)]);
const pieces = (b: Buffer) =>
  [0, 1, 2].map((i) => b.subarray(i * BLOB_CHUNK_BYTES, (i + 1) * BLOB_CHUNK_BYTES));

describeEngines('sync photo uploads and pushed images', (ctx) => {
  const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, [CSRF_HEADER]: s.csrf });
  const status = (s: Session, hash: string) =>
    ctx().app.inject({ method: 'GET', url: `/api/v1/sync/blobs/${hash}`, headers: auth(s) });
  const put = (s: Session, hash: string, offset: number, chunk: Buffer, final = false) =>
    ctx().app.inject({
      method: 'PUT',
      url: `/api/v1/sync/blobs/${hash}?offset=${offset}${final ? '&final=1' : ''}`,
      headers: { ...auth(s), 'content-type': 'application/octet-stream' },
      payload: chunk,
    });
  /** Uploads the whole photo, piece by piece. */
  const upload = async (s: Session, bytes: Buffer) => {
    const hash = sha256(bytes);
    let offset = 0;
    for (const [i, piece] of pieces(bytes).entries()) {
      const res = await put(s, hash, offset, piece, i === 2);
      expect(res.statusCode, res.body).toBe(200);
      offset += piece.length;
    }
    return hash;
  };
  const push = async (s: Session, mutations: SyncMutation[]) => {
    const res = await ctx().call(s, 'POST', '/api/v1/sync/push', {
      ClientId: 'phone-0001',
      Mutations: mutations,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Results: MutationResult[] }>().Results;
  };
  const images = async (s: Session, woId: number) => {
    const res = await ctx().call(s, 'GET', `/api/v1/workOrders/${woId}/images`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WorkOrderImage[]>();
  };
  const imageCreate = (woId: number, hash: string, extra: Record<string, unknown> = {}): SyncMutation => ({
    MutationId: randomUUID(),
    Entity: 'workOrderImage',
    Op: 'create',
    Key: randomUUID(),
    Data: {
      WorkOrderId: woId,
      ImageTypeId: WorkOrderImageTypes.Services,
      Caption: 'Girdling root at the flare',
      FileName: 'IMG_0042.png',
      BlobHash: hash,
      ContentType: 'image/png',
      ...extra,
    },
  });
  // Signed links carry their expiry second, so two reads of one image may differ there only.
  const unsigned = (i: WorkOrderImage) => ({ ...i, Url: i.Url.split('?')[0], ThumbnailUrl: '' });

  it('takes a photo in three pieces, resuming after a dropped piece and a wrong offset', async () => {
    const foreman = await ctx().login('foreman');
    const bytes = photo();
    const hash = sha256(bytes);
    const [one, two, three] = pieces(bytes);
    const at = (received: number, complete = false) => ({
      Hash: hash,
      Received: received,
      Complete: complete,
    });

    expect((await status(foreman, hash)).json()).toEqual(at(0));
    expect((await put(foreman, hash, 0, one!)).json()).toEqual(at(BLOB_CHUNK_BYTES));
    // The middle piece was lost on the way; the last one arrives at an offset the server has not reached.
    const ahead = await put(foreman, hash, 2 * BLOB_CHUNK_BYTES, three!, true);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toEqual(at(BLOB_CHUNK_BYTES));
    expect((await put(foreman, hash, BLOB_CHUNK_BYTES, two!)).json()).toEqual(at(2 * BLOB_CHUNK_BYTES));
    // Pieces sent again (their answers lost) change nothing.
    for (const [offset, piece] of [
      [BLOB_CHUNK_BYTES, two!],
      [0, one!],
    ] as const) {
      const again = await put(foreman, hash, offset, piece);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(at(2 * BLOB_CHUNK_BYTES));
    }
    const done = await put(foreman, hash, 2 * BLOB_CHUNK_BYTES, three!, true);
    expect(done.json()).toEqual(at(bytes.length, true));
    expect((await status(foreman, hash)).json()).toEqual(at(bytes.length, true));
    expect((await put(foreman, hash, 2 * BLOB_CHUNK_BYTES, three!, true)).json()).toEqual(
      at(bytes.length, true),
    );

    // The foreman's device then files it on the work order they crew; the online list shows it.
    const wo = await makeWorkOrder(ctx().dbh.db, { salesRepId: 5 });
    const [made] = await push(foreman, [imageCreate(wo, hash)]);
    const [listed] = await images(foreman, wo);
    expect(listed).toMatchObject({
      FileName: 'IMG_0042.png',
      ContentType: 'image/png',
      Size: bytes.length,
      Caption: 'Girdling root at the flare',
      ImageTypeId: WorkOrderImageTypes.Services,
      Version: 1,
    });
    expect(made).toMatchObject({ Status: 'applied', Id: listed!.Id, Version: 1, Deleted: false });
    expect(unsigned((made as { Data: WorkOrderImage }).Data)).toEqual(unsigned(listed!));
    const file = await ctx().app.inject({ method: 'GET', url: listed!.Url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('checks the whole photo against its hash and that it is an image', async () => {
    const foreman = await ctx().login('foreman');
    const bytes = photo();
    const wrong = sha256(Buffer.from('another photo'));
    const mismatch = await put(foreman, wrong, 0, bytes.subarray(0, 1000), true);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().Message).toBe(SyncMessages.HashMismatch);
    expect((await status(foreman, wrong)).json()).toEqual({ Hash: wrong, Received: 0, Complete: false });

    const pdf = sha256(PDF);
    const refused = await put(foreman, pdf, 0, PDF, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('"photo" is not a file type we accept here.');
    expect((await status(foreman, pdf)).json()).toEqual({ Hash: pdf, Received: 0, Complete: false });
    const wo = await makeWorkOrder(ctx().dbh.db, { salesRepId: 5 });
    const [missing] = await push(foreman, [imageCreate(wo, pdf)]);
    expect(missing).toMatchObject({ Status: 'rejected', Message: SyncMessages.PhotoMissing });
    expect(await images(foreman, wo)).toEqual([]);

    const hash = sha256(bytes);
    expect((await put(foreman, hash, 0, Buffer.alloc(BLOB_CHUNK_BYTES + 1))).statusCode).toBe(413);
    expect((await put(foreman, hash, BLOB_MAX_BYTES, Buffer.alloc(1))).statusCode).toBe(400);
    expect((await status(foreman, hash)).json()).toEqual({ Hash: hash, Received: 0, Complete: false });
  });

  it('files pushed photos as the upload form does: checks, edits, deletes, replays', async () => {
    const foreman = await ctx().login('foreman');
    const wo = await makeWorkOrder(ctx().dbh.db, { salesRepId: 5 });
    const hash = await upload(foreman, photo());

    const long = await push(foreman, [imageCreate(wo, hash, { Caption: 'x'.repeat(201) })]);
    expect(long[0]).toMatchObject({
      Status: 'rejected',
      Message: WorkOrderImageMessages.CaptionTooLong,
      ModelState: { Caption: [WorkOrderImageMessages.CaptionTooLong] },
    });
    const foreign = await makeWorkOrder(ctx().dbh.db, { branchId: 2, salesRepId: null });
    expect((await push(foreman, [imageCreate(foreign, hash)]))[0]).toMatchObject({
      Status: 'rejected',
      Message: Messages.NotFound,
    });
    expect(await images(await ctx().login('admin'), foreign)).toEqual([]);
    expect(await images(foreman, wo)).toEqual([]);

    // The same photo filed twice (two mutations), each replayed: two images, one stored file.
    const first = imageCreate(wo, hash);
    const second = imageCreate(wo, hash, { Caption: null });
    const answers = await push(foreman, [first, second]);
    for (let i = 0; i < 5; i++) expect(await push(foreman, [first, second])).toEqual(answers);
    const [a, b] = answers as Extract<MutationResult, { Status: 'applied' }>[];
    expect((await images(foreman, wo)).map((i) => i.Id)).toEqual([a!.Id, b!.Id]);

    const [edited] = await push(foreman, [
      {
        MutationId: randomUUID(),
        Entity: 'workOrderImage',
        Op: 'update',
        Key: first.Key,
        BaseVersion: 1,
        Data: { ImageTypeId: WorkOrderImageTypes.Damages, Caption: 'Split leader' },
      },
    ]);
    const afterEdit = (await images(foreman, wo)).find((i) => i.Id === a!.Id)!;
    expect(afterEdit).toMatchObject({ ImageType: 'Damages', Caption: 'Split leader', Version: 2 });
    expect(edited).toMatchObject({ Status: 'applied', Version: 2 });
    expect(unsigned((edited as { Data: WorkOrderImage }).Data)).toEqual(unsigned(afterEdit));

    const [removed] = await push(foreman, [
      { MutationId: randomUUID(), Entity: 'workOrderImage', Op: 'delete', Key: first.Key, BaseVersion: 2 },
    ]);
    expect(removed).toMatchObject({ Status: 'applied', Id: a!.Id, Deleted: true });
    const [left] = await images(foreman, wo);
    expect(left!.Id).toBe(b!.Id);
    // The other image showed the same file; it still opens.
    expect((await ctx().app.inject({ method: 'GET', url: left!.Url })).statusCode).toBe(200);
  });

  it('takes photos only from those who may add work order images', async () => {
    const billing = await ctx().login('billing');
    const bytes = photo();
    const hash = sha256(bytes);
    expect((await status(billing, hash)).statusCode).toBe(403);
    expect((await put(billing, hash, 0, pieces(bytes)[0]!)).statusCode).toBe(403);
  });
});
