import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import {
  ApprovalByTypes,
  B,
  R,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type CustomerWorkAuthorization,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { signInWith } from './support';
import { confirmedWa, getWa, servicesOf, WA } from './work-authorizations.fixtures';

const LOGO = resolve(import.meta.dirname, '../../client/public/favicon-32.png');
const SIGNATURE = 'data:image/png;base64,AAAA';
let n = 0;

const adminGet = (ctx: TestCtx, link: string, s?: Session) => {
  const url = `${WA}/admin/getByEncryptedId/${encodeURIComponent(link)}`;
  return s ? ctx.call(s, 'GET', url) : ctx.app.inject({ method: 'GET', url });
};

/** A work authorization sent to the customer, with its link and one service approved through it. */
async function linkedWa(ctx: TestCtx) {
  const c = await confirmedWa(ctx);
  const wa = await getWa(ctx, c.office, c.id);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `${WA}/customer/service/UpdateApproveStatus`,
    payload: { EncryptedId: wa.EncryptedId, ProposalItemServiceId: servicesOf(wa)[0]!.Id, Approved: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...c, wa, link: wa.EncryptedId! };
}

describeEngines(
  'the customer page: company branding, and the admin view acting as sales rep',
  (ctx) => {
    it("heads the customer's answer with the company, its logo and the proposal's branch with its preferred phone", async () => {
      const { wa, link } = await linkedWa(ctx());
      await ctx().dbh.db.deleteFrom('branch_phones').where('branch_id', '=', wa.BranchId).execute();
      await ctx()
        .dbh.db.insertInto('branch_phones')
        .values([
          { branch_id: wa.BranchId, phone: '5550101000', extension: null, is_preferred: 0 },
          { branch_id: wa.BranchId, phone: '5550102000', extension: '12', is_preferred: 1 },
        ])
        .execute();
      const res = await ctx().app.inject({
        method: 'GET',
        url: `${WA}/getByEncryptedId/${encodeURIComponent(link)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<CustomerWorkAuthorization>();
      expect(page.Company).toEqual({
        Name: ctx().config.companyName,
        LogoUrl: '/api/v1/companies/logo',
        BranchName: wa.BranchName,
        Phone: '(555) 010-2000 x12',
      });
      // The logo is public, as the page that shows it.
      const logo = await ctx().app.inject({ method: 'GET', url: page.Company.LogoUrl! });
      expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, 'image/png']);
      expect(logo.rawPayload.equals(readFileSync(LOGO))).toBe(true);
    });

    it('records an approval taken in the admin view as the sales rep who took it', async () => {
      const { id, office, officeId, link } = await linkedWa(ctx());
      const viewed = await adminGet(ctx(), link, office);
      expect(viewed.statusCode, viewed.body).toBe(200);
      const page = viewed.json<CustomerWorkAuthorization>();
      expect([page.Id, page.CanEdit, page.Company.Name]).toEqual([id, true, ctx().config.companyName]);

      // The customer's §5 rules still hold for the rep.
      let res = await ctx().call(office, 'PUT', `${WA}/admin/customerPayments/save`, {
        EncryptedId: link,
        Amount: 10,
        PaymentMethodId: 3,
        Signature: ' ',
      });
      expect(res.json().ModelState.Service).toEqual([M.SignBeforeSubmitting]);
      res = await ctx().call(office, 'PUT', `${WA}/admin/customerPayments/save`, {
        EncryptedId: link,
        Amount: 10,
        PaymentMethodId: 3,
        Signature: SIGNATURE,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await getWa(ctx(), office, id);
      expect([after.StatusId, after.ApprovedByTypeId, after.ApprovedSalesRepId, after.Signed]).toEqual([
        S.ReceivedFromClient,
        ApprovalByTypes.SalesRep,
        officeId,
        true,
      ]);
    });

    it('a customer submission through the plain link stays the customer’s', async () => {
      const { id, office, link } = await linkedWa(ctx());
      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/v1/customerPayments/save',
        payload: { EncryptedId: link, Amount: 10, PaymentMethodId: 3, Signature: SIGNATURE },
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await getWa(ctx(), office, id);
      expect([after.ApprovedByTypeId, after.ApprovedSalesRepId]).toEqual([ApprovalByTypes.Customer, null]);
    });

    it('gives view=admin nothing without a signed-in user who may edit this authorization', async () => {
      const { id, office, wa, link } = await linkedWa(ctx());
      const save = { EncryptedId: link, Amount: 10, PaymentMethodId: 3, Signature: SIGNATURE };

      // The customer: the link alone opens no admin view and records nothing.
      expect((await adminGet(ctx(), link)).statusCode).toBe(401);
      const anonymous = await ctx().app.inject({
        method: 'PUT',
        url: `${WA}/admin/customerPayments/save`,
        payload: save,
      });
      expect(anonymous.statusCode).toBe(401);

      const other = await ctx()
        .dbh.db.selectFrom('branches')
        .select('id')
        .where('id', '!=', wa.BranchId)
        .executeTakeFirstOrThrow();
      const elsewhere = await signInWith(
        ctx(),
        `wa-admin-other${++n}-${ctx().engine}`,
        { WorkAuthorizations: B },
        other.id,
      );
      const reader = await signInWith(
        ctx(),
        `wa-admin-reader${++n}-${ctx().engine}`,
        { WorkAuthorizations: R },
        wa.BranchId,
      );
      expect((await adminGet(ctx(), link, elsewhere.session)).statusCode).toBe(404);
      expect(
        (await ctx().call(elsewhere.session, 'PUT', `${WA}/admin/customerPayments/save`, save)).statusCode,
      ).toBe(404);
      expect((await adminGet(ctx(), link, reader.session)).statusCode).toBe(403);
      expect(
        (await ctx().call(reader.session, 'PUT', `${WA}/admin/customerPayments/save`, save)).statusCode,
      ).toBe(403);

      // An altered link is refused for staff too, never another record.
      const altered = link.slice(0, -2) + (link.endsWith('A') ? 'BB' : 'AA');
      const res = await adminGet(ctx(), altered, office);
      expect([res.statusCode, res.json().ModelState.Service]).toEqual([400, [M.InvalidLink]]);

      const unchanged = await getWa(ctx(), office, id);
      expect([unchanged.StatusId, unchanged.ApprovedByTypeId, unchanged.CustomerPayments]).toEqual([
        wa.StatusId,
        wa.ApprovedByTypeId,
        [],
      ]);
    });
  },
  { env: { COMPANY_LOGO: LOGO } },
);
