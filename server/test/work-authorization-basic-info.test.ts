import { expect, it } from 'vitest';
import {
  B,
  PaymentMethods,
  R,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type WorkAuthorization,
} from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import { signInWith } from './support';
import { confirmedWa, getWa, WA } from './work-authorizations.fixtures';

describeEngines("a work authorization's basic info", (ctx) => {
  const save = (s: Session, body: object) => ctx().call(s, 'PUT', `${WA}/saveBasicInfo`, body);

  it('saves the type, payment type and auto-renew on the shown Version; a stale Version is a 409 that changes nothing', async () => {
    const { id, office } = await confirmedWa(ctx());
    const before = await getWa(ctx(), office, id);
    const body = {
      Id: id,
      Version: before.Version,
      TypeId: 2,
      PaymentMethodId: PaymentMethods.Check,
      AutoRenew: true,
    };
    const res = await save(office, body);
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json<WorkAuthorization>();
    expect([got.TypeId, got.Type, got.PaymentMethodId, got.AutoRenew, got.Version]).toEqual([
      2,
      'Renewal',
      PaymentMethods.Check,
      true,
      before.Version + 1,
    ]);

    const stale = await save(office, { ...body, TypeId: 1, AutoRenew: false });
    expect(stale.statusCode).toBe(409);
    const now = await getWa(ctx(), office, id);
    expect([now.TypeId, now.AutoRenew, now.Version]).toEqual([2, true, got.Version]);

    const bad = await save(office, { ...body, Version: now.Version, TypeId: 3 });
    expect(bad.statusCode).toBe(400);
    expect((await getWa(ctx(), office, id)).Version).toBe(now.Version);
  });

  it('needs the edit claim within reach, and leaves a closed authorization as it is', async () => {
    const { id, office } = await confirmedWa(ctx());
    const wa = await getWa(ctx(), office, id);
    const body = { Id: id, Version: wa.Version, TypeId: 2, PaymentMethodId: null, AutoRenew: true };

    const reader = await signInWith(ctx(), `wa-basic-reader-${ctx().engine}`, { WorkAuthorizations: R }, 1);
    expect((await save(reader.session, body)).statusCode).toBe(403);
    const elsewhere = await signInWith(ctx(), `wa-basic-b2-${ctx().engine}`, { WorkAuthorizations: B }, 2);
    expect((await save(elsewhere.session, body)).statusCode).toBe(404);

    await ctx()
      .dbh.db.updateTable('work_authorizations')
      .set({ status_id: S.Cancelled })
      .where('id', '=', id)
      .execute();
    const closed = await save(office, body);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().ModelState.Service).toEqual([M.Closed]);
    expect((await getWa(ctx(), office, id)).TypeId).toBe(1);
  });
});
