import { expect, it } from 'vitest';
import { describeEngines, type TestCtx } from './harness';
import { multipart, PDF, PNG } from './support';

type Session = Awaited<ReturnType<TestCtx['login']>>;

function upload(
  ctx: TestCtx,
  s: Session,
  url: string,
  files: Parameters<typeof multipart>[0],
  fields?: Record<string, string>,
) {
  const body = multipart(files, fields);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
  });
}

describeEngines('employee photos, signatures and documents', (ctx) => {
  it('stores a photo checked by its content and serves it through a signed, expiring link', async () => {
    const me = await ctx().login('foreman');
    const res = await upload(ctx(), me, '/api/v1/users/pic/5', [{ filename: 'me.png', content: PNG }]);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().PhotoUrl;
    expect(url).toMatch(/^\/api\/v1\/files\/\d+\?exp=\d+&sig=/);
    const img = await ctx().app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await ctx().app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const expired = url.replace(/exp=\d+/, 'exp=1000');
    expect((await ctx().app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    // The sign-in answer now carries the photo.
    expect((await ctx().login('foreman')).body.Employee.ThumbnailImage).toMatch(/^\/api\/v1\/files\//);
  });

  it('refuses a file whose content is not what its name says, and files over the size limit', async () => {
    const me = await ctx().login('foreman');
    const lying = await upload(ctx(), me, '/api/v1/users/pic/5', [
      { filename: 'photo.png', content: Buffer.from('#!/bin/sh\necho not an image\n') },
    ]);
    expect(lying.statusCode).toBe(400);
    expect(lying.json().ModelState.File[0]).toBe('"photo.png" is not a file type we accept here.');
    const signature = await upload(ctx(), me, '/api/v1/users/signature/5', [
      { filename: 'sig.png', content: PDF },
    ]);
    expect(signature.statusCode).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const big = await upload(ctx(), me, '/api/v1/users/pic/5', [{ filename: 'big.png', content: huge }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().ModelState.File[0]).toMatch(/larger than 10 MB/);
    const other = await upload(ctx(), me, '/api/v1/users/pic/6', [{ filename: 'x.png', content: PNG }]);
    expect(other.statusCode).toBe(404);
  });

  it('keeps documents per shelf: upload, list, download, delete; private documents only with Full', async () => {
    const me = await ctx().login('arborist');
    const up = await upload(
      ctx(),
      me,
      '/api/v1/employees/6/docs',
      [{ filename: 'license.pdf', content: PDF }],
      { name: 'Driver license' },
    );
    expect(up.statusCode).toBe(200);
    const list = await ctx().call(me, 'POST', '/api/v1/employees/6/docs/_search', {});
    expect(list.headers['x-list-count']).toBe('1');
    const doc = list.json()[0];
    expect(doc).toMatchObject({
      Name: 'Driver license',
      FileName: 'license.pdf',
      ContentType: 'application/pdf',
      Size: PDF.length,
      StatusId: 1,
    });
    const file = await ctx().call(me, 'GET', `/api/v1/employees/6/docs/${doc.Id}`);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    expect(
      (
        await upload(ctx(), me, '/api/v1/employees/6/private-docs', [
          { filename: 'review.pdf', content: PDF },
        ])
      ).statusCode,
    ).toBe(403);
    expect((await ctx().call(me, 'POST', '/api/v1/employees/6/private-docs/_search', {})).statusCode).toBe(
      403,
    );
    const admin = await ctx().login('admin');
    expect(
      (
        await upload(ctx(), admin, '/api/v1/employees/6/private-docs', [
          { filename: 'review.pdf', content: PDF },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (await ctx().call(admin, 'POST', '/api/v1/employees/6/private-docs/_search', {})).json(),
    ).toHaveLength(1);

    const other = await ctx().login('arborist2');
    expect((await ctx().call(other, 'POST', '/api/v1/employees/6/docs/_search', {})).statusCode).toBe(404);
    expect((await ctx().call(me, 'DELETE', `/api/v1/employees/6/docs/${doc.Id}`)).statusCode).toBe(200);
    expect((await ctx().call(me, 'POST', '/api/v1/employees/6/docs/_search', {})).json()).toEqual([]);
    expect((await ctx().call(me, 'GET', `/api/v1/employees/6/docs/${doc.Id}`)).statusCode).toBe(404);
  });
});
