import { expect, it } from 'vitest';
import {
  ApprovedStatuses as AS,
  WorkAuthorizationMessages as M,
  WorkAuthorizationServiceStatuses as SS,
  WorkAuthorizationStatuses as S,
  type WorkAuthorization,
} from '@canopy/shared';
import { describeEngines, type TestCtx } from './harness';
import { confirmedWa, getWa, materialsOf, servicesOf, WA } from './work-authorizations.fixtures';

const put = (ctx: TestCtx, what: 'service' | 'material', payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `${WA}/customer/${what}/UpdateApproveStatus`, payload });

describeEngines("the customer's approvals through the link", (ctx) => {
  it('approves visits, services and materials by the §4 rules without a sign-in; the server sums the totals', async () => {
    const { id, office } = await confirmedWa(ctx());
    const wa = await getWa(ctx(), office, id);
    const link = wa.EncryptedId!;
    const phc = servicesOf(wa).find((s) => s.Cost === 180)!;
    const pruning = servicesOf(wa).find((s) => s.Cost === 650)!;
    const chips = materialsOf(wa)[0]!;

    let res = await put(ctx(), 'service', {
      EncryptedId: link,
      ProposalItemServiceId: phc.Id,
      VisitId: phc.Visits[1]!.Id,
      Approved: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    let now = res.json<WorkAuthorization>();
    let line = servicesOf(now).find((s) => s.Id === phc.Id)!;
    expect([line.ApproveStatusId, line.Visits.map((v) => v.Approved)]).toEqual([
      SS.PartiallyApproved,
      [false, true, false],
    ]);
    expect(now.EncryptedId).toBeNull();

    res = await put(ctx(), 'service', {
      EncryptedId: link,
      ProposalItemServiceId: pruning.Id,
      Approved: true,
    });
    res = await put(ctx(), 'service', { EncryptedId: link, ProposalItemServiceId: phc.Id, Approved: true });
    res = await put(ctx(), 'material', {
      EncryptedId: link,
      ProposalItemMaterialId: chips.Id,
      Approved: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    now = res.json<WorkAuthorization>();
    line = servicesOf(now).find((s) => s.Id === phc.Id)!;
    expect(line.Visits.every((v) => v.Approved)).toBe(true);
    // $650 + $180 approved, the chips declined; 6.25 % tax rounded once: 51.875 → 51.88.
    expect([now.TotalApprovedCost, now.EstimatedTax]).toEqual([830, 51.88]);
    expect(materialsOf(now)[0]!.Approved).toBe(false);
    expect(now.ApprovalStatusId).toBe(AS.PartiallyApproved);
    // The office sees the customer's choices.
    expect((await getWa(ctx(), office, id)).TotalApprovedCost).toBe(830);
  });

  it("refuses an altered link, another authorization's line, and changes after submission or confirmation", async () => {
    const mine = await confirmedWa(ctx());
    const other = await confirmedWa(ctx());
    const wa = await getWa(ctx(), mine.office, mine.id);
    const link = wa.EncryptedId!;
    const theirs = servicesOf(await getWa(ctx(), other.office, other.id))[0]!;
    const first = servicesOf(wa)[0]!;

    const altered = link.slice(0, -2) + (link.endsWith('A') ? 'BB' : 'AA');
    let res = await put(ctx(), 'service', {
      EncryptedId: altered,
      ProposalItemServiceId: first.Id,
      Approved: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([M.InvalidLink]);

    res = await put(ctx(), 'service', {
      EncryptedId: link,
      ProposalItemServiceId: theirs.Id,
      Approved: true,
    });
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain(theirs.ServiceName);
    expect(servicesOf(await getWa(ctx(), other.office, other.id))[0]!.ApproveStatusId).toBe(SS.Pending);

    await put(ctx(), 'service', { EncryptedId: link, ProposalItemServiceId: first.Id, Approved: true });
    const submitted = await ctx().app.inject({
      method: 'PUT',
      url: '/api/v1/customerPayments/save',
      payload: { EncryptedId: link, Amount: 10, PaymentMethodId: 3, Signature: 'data:image/png;base64,AAAA' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    res = await put(ctx(), 'service', {
      EncryptedId: link,
      ProposalItemServiceId: first.Id,
      Approved: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([M.AlreadySubmitted]);
    expect(servicesOf(await getWa(ctx(), mine.office, mine.id))[0]!.Approved).toBe(true);

    const otherWa = await getWa(ctx(), other.office, other.id);
    await ctx()
      .dbh.db.updateTable('work_authorizations')
      .set({ status_id: S.Confirmed })
      .where('id', '=', other.id)
      .execute();
    res = await put(ctx(), 'service', {
      EncryptedId: otherWa.EncryptedId!,
      ProposalItemServiceId: theirs.Id,
      Approved: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([M.Closed]);

    const revoked = await ctx().call(mine.office, 'PUT', `${WA}/${mine.id}/revokeLinks`);
    expect(revoked.statusCode).toBe(200);
    res = await put(ctx(), 'material', {
      EncryptedId: link,
      ProposalItemMaterialId: materialsOf(wa)[0]!.Id,
      Approved: true,
    });
    expect(res.json().ModelState.Service).toEqual([M.InvalidLink]);
  });

  it('takes a signed submission without a payment when no down payment is due, and not before anything is approved', async () => {
    const { p, id, office } = await confirmedWa(ctx());
    const proposal = await ctx()
      .dbh.db.selectFrom('proposals')
      .select('account_id')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    await ctx()
      .dbh.db.updateTable('accounts')
      .set({ minimum_down_payment_bp: 0 })
      .where('id', '=', proposal.account_id)
      .execute();
    const wa = await getWa(ctx(), office, id);
    const link = wa.EncryptedId!;
    const submit = () =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/v1/customerPayments/save',
        payload: {
          EncryptedId: link,
          Amount: 0,
          PaymentMethodId: 0,
          Signature: 'data:image/png;base64,AAAA',
        },
      });

    let res = await submit();
    expect(res.json().ModelState.Service).toEqual([M.AmountZero]);
    await put(ctx(), 'service', {
      EncryptedId: link,
      ProposalItemServiceId: servicesOf(wa)[0]!.Id,
      Approved: true,
    });
    const before = await getWa(ctx(), office, id);
    expect([before.DefaultDeposit, before.TotalApprovedCost > 0]).toEqual([0, true]);

    res = await submit();
    expect(res.statusCode, res.body).toBe(200);
    const after = await getWa(ctx(), office, id);
    expect([after.StatusId, after.Signed, after.CustomerPayments]).toEqual([S.ReceivedFromClient, true, []]);
  });
});
