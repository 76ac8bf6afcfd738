import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, R } from '@canopy/shared';
import { describeEngines } from './harness';
import { multipart, PDF, signInWith } from './support';
import { confirmedWa, WA } from './work-authorizations.fixtures';

describeEngines('work authorization documents', (ctx) => {
  it('uploads, lists all at once, downloads byte for byte and deletes; ReadOnly may only look', async () => {
    const { id, office } = await confirmedWa(ctx());
    const form = multipart([
      { filename: 'permit.pdf', content: PDF },
      { filename: 'site-plan.pdf', content: PDF },
    ]);
    const up = await ctx().app.inject({
      method: 'POST',
      url: `${WA}/${id}/docs`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${office.token}`, 'x-csrf-token': office.csrf },
    });
    expect(up.statusCode, up.body).toBe(200);
    const [permit, plan] = up.json<number[]>();

    const list = await ctx().call(office, 'POST', `${WA}/${id}/docs/_search`, { Query: '' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers[LIST_COUNT_HEADER.toLowerCase()]).toBe('2');
    expect(
      list
        .json<{ Id: number }[]>()
        .map((d) => d.Id)
        .sort(),
    ).toEqual([permit, plan].sort());

    const file = await ctx().call(office, 'GET', `${WA}/${id}/docs/${permit}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const reader = await signInWith(ctx(), `wa-docs-ro-${ctx().engine}`, { WorkAuthorizations: R }, 1);
    expect((await ctx().call(reader.session, 'DELETE', `${WA}/${id}/docs/${plan}`)).statusCode).toBe(403);
    expect((await ctx().call(reader.session, 'GET', `${WA}/${id}/docs/${plan}`)).statusCode).toBe(200);

    expect((await ctx().call(office, 'DELETE', `${WA}/${id}/docs/${plan}`)).statusCode).toBe(200);
    const after = await ctx().call(office, 'POST', `${WA}/${id}/docs/_search`, {});
    expect(after.json<{ Id: number }[]>().map((d) => d.Id)).toEqual([permit]);
    expect((await ctx().call(office, 'GET', `${WA}/${id}/docs/${plan}`)).statusCode).toBe(404);
  });
});
