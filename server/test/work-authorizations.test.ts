import { expect, it } from 'vitest';
import {
  ApprovalByTypes,
  ApprovedStatuses as AS,
  LIST_COUNT_HEADER,
  WorkAuthorizationMessages as M,
  WorkAuthorizationServiceStatuses as SS,
  WorkAuthorizationStatuses as S,
  type WorkAuthorization,
  type WorkAuthorizationListItem,
  PaymentMessages,
} from '@canopy/shared';
import { describeEngines } from './harness';
import { formatProposal } from './proposal-format.fixtures';
import { signInWith } from './support';
import {
  approveService,
  confirmedWa,
  getWa,
  materialsOf,
  servicesOf,
  WA,
} from './work-authorizations.fixtures';

describeEngines('work authorizations', (ctx) => {
  const count = async (table: 'work_authorizations' | 'customer_payments' | 'work_orders') => {
    const { n } = await ctx()
      .dbh.db.selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  it('confirming a proposal makes its work authorization, Created and New with every line pending', async () => {
    const { id, office, p } = await confirmedWa(ctx());
    const wa = await getWa(ctx(), office, id);
    expect(wa.ProposalId).toBe(p.id);
    expect([wa.StatusId, wa.Status, wa.TypeId, wa.Type]).toEqual([S.Created, 'Created', 1, 'New']);
    expect(wa.ApprovalStatusId).toBe(AS.None);
    const services = servicesOf(wa);
    expect(services.map((s) => s.Cost).sort((a, b) => a - b)).toEqual([180, 250, 650]);
    expect(services.every((s) => s.ApproveStatusId === SS.Pending && !s.Approved)).toBe(true);
    expect(services.find((s) => s.Cost === 180)!.Visits).toHaveLength(3);
    expect(materialsOf(wa).map((m) => [m.Cost, m.ApproveStatusId])).toEqual([[45.5, SS.Pending]]);
    expect(wa.TaxRate).toBe(6.25);
    expect(wa.TotalApprovedCost).toBe(0);
    expect(wa.CanEdit).toBe(true);
    expect(wa.EncryptedId).toBeTruthy();
  });

  it('refuses to confirm a proposal whose service address has no tax rate, and changes nothing', async () => {
    const p = await formatProposal(ctx());
    const db = ctx().dbh.db;
    const loc = await db
      .selectFrom('account_locations')
      .select('zip')
      .where('id', '=', p.locationId)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('tax_rates').where('zip_code', '=', loc.zip.slice(0, 5).padStart(5, '0')).execute();
    const before = await count('work_authorizations');
    const res = await ctx().call(p.s, 'POST', `/api/v1/proposals/confirmProposal/${p.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([M.NoTaxRate]);
    expect(await count('work_authorizations')).toBe(before);
    const after = await db
      .selectFrom('proposals')
      .select('status_id')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(after.status_id).toBe(1);
  });

  it('approves visits, services and materials by the §4 rules and refuses Not Approved while any service is approved', async () => {
    const { id, office, officeId } = await confirmedWa(ctx());
    const wa = await getWa(ctx(), office, id);
    const [phc] = servicesOf(wa).filter((s) => s.Cost === 180);
    const pruning = servicesOf(wa).find((s) => s.Cost === 650)!;
    const [v1] = phc!.Visits;

    let now = await approveService(ctx(), office, id, phc!.Id, true, v1!.Id);
    let line = servicesOf(now).find((s) => s.Id === phc!.Id)!;
    expect(line.ApproveStatusId).toBe(SS.PartiallyApproved);
    expect(line.Approved).toBe(true);
    expect(line.Visits.map((v) => v.Approved)).toEqual([true, false, false]);
    expect(now.ApprovalStatusId).toBe(AS.PartiallyApproved);

    now = await approveService(ctx(), office, id, phc!.Id, false, v1!.Id);
    line = servicesOf(now).find((s) => s.Id === phc!.Id)!;
    expect([line.ApproveStatusId, line.Approved]).toEqual([SS.NotApproved, false]);

    now = await approveService(ctx(), office, id, phc!.Id, true);
    line = servicesOf(now).find((s) => s.Id === phc!.Id)!;
    expect(line.ApproveStatusId).toBe(SS.Approved);
    expect(line.Visits.every((v) => v.Approved)).toBe(true);
    now = await approveService(ctx(), office, id, pruning.Id, true);
    // $650 + $180 approved, tax at 6.25 % rounded once: 51.875 → 51.88.
    expect(now.TotalApprovedCost).toBe(830);
    expect(now.EstimatedTax).toBe(51.88);

    const refused = await ctx().call(office, 'PUT', `${WA}/save`, {
      Id: id,
      Version: now.Version,
      StatusId: S.NotApproved,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ModelState.Service).toEqual([M.NotApprovedWithApprovedServices]);
    expect((await getWa(ctx(), office, id)).StatusId).toBe(S.Created);

    await approveService(ctx(), office, id, pruning.Id, false);
    now = await approveService(ctx(), office, id, phc!.Id, false);
    expect(now.ApprovalStatusId).toBe(AS.NotApproved);
    const saved = await ctx().call(office, 'PUT', `${WA}/save`, {
      Id: id,
      Version: now.Version,
      StatusId: S.NotApproved,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const done = saved.json<WorkAuthorization>();
    expect(done.StatusId).toBe(S.NotApproved);
    expect(done.ApprovedByTypeId).toBe(ApprovalByTypes.SalesRep);
    expect(done.ApprovedSalesRepId).toBe(officeId);
    expect(done.DateApproved).toBeTruthy();
    expect(done.CanEdit).toBe(false);
    const late = await ctx().call(office, 'PUT', `${WA}/service/UpdateApproveStatus`, {
      WorkAuthorizationId: id,
      ProposalItemServiceId: phc!.Id,
      Approved: true,
    });
    expect(late.statusCode).toBe(400);
  });

  it('confirms only with the down payment, records a check deposit once, and generates the work orders', async () => {
    const { id, office, p } = await confirmedWa(ctx());
    const db = ctx().dbh.db;
    await db
      .updateTable('accounts')
      .set({ minimum_down_payment_bp: 1000 })
      .where('id', '=', p.accountId)
      .execute();
    const wa = await getWa(ctx(), office, id);
    const nothing = await ctx().call(office, 'PUT', `${WA}/save`, {
      Id: id,
      Version: wa.Version,
      StatusId: S.Confirmed,
    });
    expect(nothing.json().ModelState.Service).toEqual([M.NothingApproved]);

    const small = servicesOf(wa).find((s) => s.Cost === 250)!;
    const phc = servicesOf(wa).find((s) => s.Cost === 180)!;
    await approveService(ctx(), office, id, small.Id, true);
    await approveService(ctx(), office, id, phc.Id, true);
    const material = materialsOf(wa)[0]!;
    const m = await ctx().call(office, 'PUT', `${WA}/material/UpdateApproveStatus`, {
      WorkAuthorizationId: id,
      ProposalItemMaterialId: material.Id,
      Approved: true,
    });
    const approved = m.json<WorkAuthorization>();
    expect(approved.TotalApprovedCost).toBe(475.5);
    expect(approved.MinimumDownPayment).toBe(10);
    // 10 % of $475.50 is $47.55.
    expect(approved.DefaultDeposit).toBe(47.55);
    expect(approved.MeetsDownPayment).toBe(false);

    const low = await ctx().call(office, 'PUT', `${WA}/save`, {
      Id: id,
      Version: approved.Version,
      StatusId: S.Confirmed,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().ModelState.Service).toEqual([M.DownPaymentTooLow]);
    expect(
      await db.selectFrom('work_orders').select('id').where('work_authorization_id', '=', id).execute(),
    ).toEqual([]);

    const payments = await count('customer_payments');
    const deposit = { Amount: 47.55, PaymentMethodId: 3, CheckNumber: '1042', IsDeposit: true };
    const { pay } = await import('./work-authorizations.fixtures');
    const unkeyed = await pay(ctx(), office, id, 'deposit', deposit);
    expect(unkeyed.statusCode).toBe(400);
    const first = await pay(ctx(), office, id, 'deposit', deposit, `deposit-${id}`);
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(ctx(), office, id, 'deposit', deposit, `deposit-${id}`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('customer_payments')).toBe(payments + 1);
    const paid = await getWa(ctx(), office, id);
    expect(
      paid.CustomerPayments.map((x) => [x.Amount, x.PaymentMethodId, x.CheckNumber, x.IsDeposit]),
    ).toEqual([[47.55, 3, '1042', true]]);
    expect([paid.Deposits, paid.DefaultDeposit, paid.MeetsDownPayment]).toEqual([47.55, 0, true]);

    const ok = await ctx().call(office, 'PUT', `${WA}/save`, {
      Id: id,
      Version: paid.Version,
      StatusId: S.Confirmed,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const confirmed = ok.json<WorkAuthorization>();
    expect(confirmed.StatusId).toBe(S.Confirmed);
    expect(confirmed.ApprovedByTypeId).toBe(ApprovalByTypes.SalesRep);
    expect(confirmed.DateApproved).toBeTruthy();
    expect(confirmed.WorkOrderIds).toHaveLength(2);
    const orders = await db
      .selectFrom('work_orders')
      .select(['id', 'service_group_id', 'estimated_value_cents', 'account_location_id', 'status_id'])
      .where('work_authorization_id', '=', id)
      .orderBy('service_group_id')
      .execute();
    // Arbor Care: the small pruning and the disposal; Plant Health Care: the program, a service a visit.
    expect(
      orders.map((o) => [o.service_group_id, Number(o.estimated_value_cents), o.account_location_id]),
    ).toEqual([
      [1, 29_550, p.locationId],
      [2, 18_000, p.locationId],
    ]);
    const visits = await db
      .selectFrom('work_order_services')
      .select(['total_cost_cents', 'service_visit_id'])
      .where('work_order_id', '=', orders[1]!.id)
      .execute();
    expect(visits).toHaveLength(3);
    expect(visits.reduce((n, v) => n + Number(v.total_cost_cents), 0)).toBe(18_000);
    expect(visits.every((v) => v.service_visit_id !== null)).toBe(true);
    const materials = await db
      .selectFrom('work_order_materials')
      .select('total_cost_cents')
      .where('work_order_id', '=', orders[0]!.id)
      .execute();
    expect(materials.map((x) => Number(x.total_cost_cents))).toEqual([4550]);
    // Once one of its work orders is invoiced, no more payments are taken against the authorization.
    const invoicedBefore = await ctx().call(office, 'GET', `${WA}/${id}/hasInvoices`);
    expect(invoicedBefore.json()).toEqual({ Value: false });
    const invoice = await db
      .insertInto('invoices')
      .values({
        account_id: p.accountId,
        branch_id: 1,
        invoice_date: '2031-05-01',
        total_cost_cents: 29_550,
        total_tax_cents: 0,
        amount_due_cents: 29_550,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('invoice_details')
      .values({ invoice_id: invoice.id, work_order_id: orders[0]!.id, net_cents: 29_550 })
      .execute();
    const invoiced = await ctx().call(office, 'GET', `${WA}/${id}/hasInvoices`);
    expect(invoiced.json()).toEqual({ Value: true });
    const late = await pay(ctx(), office, id, 'deposit', deposit, `deposit-late-${id}`);
    expect(late.statusCode).toBe(400);
    expect(late.json().Message).toBe(M.HasInvoices);
    expect(await count('customer_payments')).toBe(payments + 1);
    // The format page is closed once the authorization is confirmed.
    const format = await ctx().call(p.s, 'GET', `/api/v1/proposals/${p.id}/format`);
    expect(format.json().Editable).toBe(false);
  });

  it('lets ConfirmWithoutDownPayment Full confirm without a deposit', async () => {
    const { id, office, p } = await confirmedWa(ctx(), { ConfirmWithoutDownPayment: 8 });
    await ctx()
      .dbh.db.updateTable('accounts')
      .set({ minimum_down_payment_bp: 5000 })
      .where('id', '=', p.accountId)
      .execute();
    const wa = await getWa(ctx(), office, id);
    const now = await approveService(ctx(), office, id, servicesOf(wa)[0]!.Id, true);
    expect(now.MeetsDownPayment).toBe(false);
    const ok = await ctx().call(office, 'PUT', `${WA}/save`, {
      Id: id,
      Version: now.Version,
      StatusId: S.Confirmed,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<WorkAuthorization>().WorkOrderIds).toHaveLength(1);
  });

  it("keeps another branch's or rep's authorization out of reach and refuses writes without the claims", async () => {
    const { id, office, p } = await confirmedWa(ctx());
    const db = ctx().dbh.db;
    const { session: branch2 } = await signInWith(
      ctx(),
      `wa-b2-${ctx().engine}`,
      { WorkAuthorizations: 4 },
      2,
    );
    expect((await ctx().call(branch2, 'GET', `${WA}/${id}`)).statusCode).toBe(404);
    const list2 = await ctx().call(branch2, 'POST', `${WA}/_search`, {});
    expect(list2.json<WorkAuthorizationListItem[]>().map((x) => x.Id)).not.toContain(id);
    const { session: otherRep } = await signInWith(
      ctx(),
      `wa-p-${ctx().engine}`,
      { WorkAuthorizations: 2 },
      1,
    );
    expect((await ctx().call(otherRep, 'GET', `${WA}/${id}`)).statusCode).toBe(404);
    expect((await ctx().call(p.s, 'GET', `${WA}/${id}`)).statusCode).toBe(200);

    const { session: reader } = await signInWith(ctx(), `wa-r-${ctx().engine}`, { WorkAuthorizations: 1 }, 1);
    const seen = await getWa(ctx(), reader, id);
    expect(seen.CanEdit).toBe(false);
    const before = await db
      .selectFrom('work_authorization_services')
      .selectAll()
      .where('work_authorization_id', '=', id)
      .execute();
    const toggle = await ctx().call(reader, 'PUT', `${WA}/service/UpdateApproveStatus`, {
      WorkAuthorizationId: id,
      ProposalItemServiceId: before[0]!.proposal_item_service_id,
      Approved: true,
    });
    expect(toggle.statusCode).toBe(403);
    expect(
      (await ctx().call(reader, 'PUT', `${WA}/save`, { Id: id, Version: seen.Version, StatusId: 5 }))
        .statusCode,
    ).toBe(403);
    expect(
      await db
        .selectFrom('work_authorization_services')
        .selectAll()
        .where('work_authorization_id', '=', id)
        .execute(),
    ).toEqual(before);

    const { pay } = await import('./work-authorizations.fixtures');
    const payments = await count('customer_payments');
    expect((await pay(ctx(), p.s, id, 'deposit', { Amount: 10, PaymentMethodId: 1 }, 'k1')).statusCode).toBe(
      403,
    );
    const card = await pay(
      ctx(),
      office,
      id,
      'deposit',
      { Amount: 10, PaymentMethodId: 2, AuthorizeTransactionId: 'x' },
      'k2',
    );
    expect(card.json().ModelState.Service).toEqual([PaymentMessages.UnknownTransaction]);
    const zero = await pay(ctx(), office, id, 'deposit', { Amount: 0, PaymentMethodId: 1 }, 'k3');
    expect(zero.json().ModelState.Service).toEqual([M.EnterAmount]);
    const cents = await pay(ctx(), office, id, 'deposit', { Amount: 1.005, PaymentMethodId: 1 }, 'k4');
    expect(cents.statusCode).toBe(400);
    const promo = await pay(ctx(), office, id, 'promotion', { Amount: 12.5, PaymentMethodId: 5 }, 'k5');
    expect(promo.statusCode, promo.body).toBe(200);
    expect(
      promo.json<WorkAuthorization>().CustomerPayments.map((x) => [x.Amount, x.IsDeposit, x.PaymentMethodId]),
    ).toEqual([[12.5, false, 5]]);
    expect(await count('customer_payments')).toBe(payments + 1);
  });

  it("opens the customer's link without a sign-in, takes the customer's submission by the §5 rules, and revokes links", async () => {
    const { id, office } = await confirmedWa(ctx());
    const link = (await getWa(ctx(), office, id)).EncryptedId!;
    const open = (text: string) =>
      ctx().app.inject({ method: 'GET', url: `${WA}/getByEncryptedId/${encodeURIComponent(text)}` });
    const seen = await open(link);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<WorkAuthorization>().Id).toBe(id);
    expect(seen.json<WorkAuthorization>().EncryptedId).toBeNull();
    expect((await open(link.slice(0, -2) + (link.endsWith('A') ? 'BB' : 'AA'))).statusCode).toBe(400);

    const submit = (body: object) =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/v1/customerPayments/save',
        payload: {
          EncryptedId: link,
          Amount: 10,
          PaymentMethodId: 3,
          Signature: 'data:image/png;base64,AAAA',
          ...body,
        },
      });
    const message = async (body: object) => (await submit(body)).json().ModelState.Service;
    expect(await message({ Amount: 0 })).toEqual([M.AmountZero]);
    expect(await message({ Signature: ' ' })).toEqual([M.SignBeforeSubmitting]);
    expect(await message({ PaymentMethodId: 0 })).toEqual([M.SelectPaymentType]);
    expect(await message({ PaymentMethodId: 2 })).toEqual([PaymentMessages.UnknownTransaction]);
    expect((await getWa(ctx(), office, id)).StatusId).toBe(S.Created);
    const ok = await submit({});
    expect(ok.statusCode, ok.body).toBe(200);
    const got = await getWa(ctx(), office, id);
    expect([got.StatusId, got.ApprovedByTypeId, got.Signed, got.CustomerPayments]).toEqual([
      S.ReceivedFromClient,
      ApprovalByTypes.Customer,
      true,
      [],
    ]);

    const revoked = await ctx().call(office, 'PUT', `${WA}/${id}/revokeLinks`);
    expect(revoked.statusCode).toBe(200);
    expect((await open(link)).statusCode).toBe(400);
    expect((await open(revoked.json<WorkAuthorization>().EncryptedId!)).statusCode).toBe(200);
  });

  it('lists 12 a page with the total in X-List-Count and filters by status, approval and branch', async () => {
    const { id, office, p } = await confirmedWa(ctx());
    const db = ctx().dbh.db;
    const proposal = await db
      .selectFrom('proposals')
      .selectAll()
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    const { id: _drop, ...copy } = proposal;
    void _drop;
    const now = new Date().toISOString();
    for (let i = 0; i < 12; i++) {
      const made = await db
        .insertInto('proposals')
        .values({ ...copy, proposal_number: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('work_authorizations')
        .values({ proposal_id: made.id, status_id: S.OnHold, created_at: now, updated_at: now })
        .execute();
    }
    const search = (body: object) => ctx().call(office, 'POST', `${WA}/_search`, { BranchIds: [1], ...body });
    const first = await search({ StatusIds: [S.OnHold, S.Created] });
    expect(first.json<WorkAuthorizationListItem[]>()).toHaveLength(12);
    const total = Number(first.headers[LIST_COUNT_HEADER.toLowerCase()]);
    expect(total).toBeGreaterThanOrEqual(13);
    const onHold = await search({ StatusIds: [S.OnHold], Take: 100 });
    expect(onHold.json<WorkAuthorizationListItem[]>().every((x) => x.StatusId === S.OnHold)).toBe(true);
    const byNumber = await search({ Query: String(p.id) });
    expect(byNumber.json<WorkAuthorizationListItem[]>().map((x) => x.Id)).toEqual([id]);
    const none = await search({ ApprovalStatusIds: [AS.Approved], Query: String(p.id) });
    expect(none.json<WorkAuthorizationListItem[]>()).toEqual([]);
    expect((await search({ BranchIds: [2], Query: String(p.id) })).json()).toEqual([]);
  });
});
