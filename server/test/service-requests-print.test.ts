import { expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import {
  LIST_COUNT_HEADER,
  P,
  R,
  ServiceRequestMessages as M,
  type RequestLocation,
  type ServiceRequest,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { signInWith } from './support';
import { customerWorkOrder, reportMailbox } from './support/report-mail';

const BASE = '/api/v1/servicerequests';
const mailbox = reportMailbox();

const slot = {
  AppointmentDate: '2032-03-04T15:00:00.000Z',
  AppointmentDateEnd: '2032-03-04T16:30:00.000Z',
};

async function requestFor(ctx: TestCtx, s: Session, locationId: number, over: object = {}) {
  const res = await ctx.call(s, 'POST', BASE, {
    AccountLocationId: locationId,
    SalesRepId: 6,
    ...slot,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ServiceRequest;
}

async function pdfText(content: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describeEngines(
  'service request print, e-mail, proposals, settings lists and locations',
  (ctx) => {
    it('prints the request as a PDF with its customer, time and arborist', async () => {
      const admin = await ctx().login('admin');
      const c = await customerWorkOrder(ctx(), 'dana@whitfield.test');
      const r = await requestFor(ctx(), admin, c.locationId, { Notes: 'Gate code 4411' });
      const res = await ctx().call(admin, 'GET', `${BASE}/downloadServiceRequest/${r.Id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`Service Request ${r.Id}`);
      expect(text).toContain(c.customer);
      expect(text).toContain('2032-03-04 15:00 UTC to 2032-03-04 16:30 UTC');
      expect(text).toContain('Ava Lindqvist');
      expect(text).toContain('Gate code 4411');
    });

    it('mails the request to the location contact and the arborist, with the PDF', async () => {
      const admin = await ctx().login('admin');
      const c = await customerWorkOrder(ctx(), 'dana@whitfield.test');
      const r = await requestFor(ctx(), admin, c.locationId);
      mailbox.clear();
      const res = await ctx().call(admin, 'GET', `${BASE}/emailServiceRequest/${r.Id}/true/true`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Sent).toEqual(['dana@whitfield.test', 'ava.lindqvist@canopy.example']);
      const { mail, filename, text } = await mailbox.sentPdf();
      expect(mail.subject).toBe(`Service Request ${r.Id} for ${c.customer}`);
      expect(filename).toBe(`service-request-${r.Id}.pdf`);
      expect(text).toContain(c.customer);

      mailbox.clear();
      const repOnly = await ctx().call(admin, 'GET', `${BASE}/emailServiceRequest/${r.Id}/false/true`);
      expect(repOnly.json().Sent).toEqual(['ava.lindqvist@canopy.example']);
    });

    it('refuses a do-not-email customer and a request with nobody to mail; a failed send says so', async () => {
      const admin = await ctx().login('admin');
      const c = await customerWorkOrder(ctx(), null);
      const r = await requestFor(ctx(), admin, c.locationId);
      mailbox.clear();
      const nobody = await ctx().call(admin, 'GET', `${BASE}/emailServiceRequest/${r.Id}/true/false`);
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json().Message).toBe(M.NoRecipient);
      await ctx()
        .dbh.db.updateTable('accounts')
        .set({ do_not_email: 1 })
        .where('id', '=', c.accountId)
        .execute();
      const refused = await ctx().call(admin, 'GET', `${BASE}/emailServiceRequest/${r.Id}/true/true`);
      expect(refused.json().Message).toBe(M.DoNotEmail);
      const down = await mailbox.whileDown(() =>
        ctx().call(admin, 'GET', `${BASE}/emailServiceRequest/${r.Id}/false/true`),
      );
      expect(down.statusCode).toBe(502);
      expect(down.json().Message).toBe(M.EmailFailed);
      expect(mailbox.inbox).toHaveLength(0);
    });

    it('generates a proposal from a request that records it; Proposals access is required', async () => {
      const admin = await ctx().login('admin');
      const c = await customerWorkOrder(ctx(), 'dana@whitfield.test');
      const r = await requestFor(ctx(), admin, c.locationId, { SalesRepId: 7 });
      const made = await ctx().call(admin, 'POST', `${BASE}/${r.Id}/proposal`);
      expect(made.statusCode, made.body).toBe(200);
      const proposal = (await ctx().call(admin, 'GET', `/api/v1/proposals/${made.json().Id}`)).json();
      expect(proposal.ServiceRequestId).toBe(r.Id);
      expect(proposal.AccountLocationId).toBe(c.locationId);
      expect(proposal.SalesRepId).toBe(7);
      const after = (await ctx().call(admin, 'GET', `${BASE}/${r.Id}`)).json() as ServiceRequest;
      expect(after.Proposals).toEqual([{ Id: made.json().Id, ProposalNumber: proposal.ProposalNumber }]);

      const noProposals = (await signInWith(ctx(), 'srnoprop', { ServiceRequests: R, Account: R }, 1))
        .session;
      expect((await ctx().call(noProposals, 'POST', `${BASE}/${r.Id}/proposal`)).statusCode).toBe(403);
      const personal = await signInWith(
        ctx(),
        'srpprop',
        { ServiceRequests: R, Proposals: P, Account: R },
        1,
      );
      const own = await ctx().call(personal.session, 'POST', `${BASE}/${r.Id}/proposal`);
      expect(own.statusCode, own.body).toBe(200);
      const ownProposal = (await ctx().call(admin, 'GET', `/api/v1/proposals/${own.json().Id}`)).json();
      expect(ownProposal.SalesRepId).toBe(personal.employeeId);
    });

    it('saves the request settings lists whole: blanks dropped, built-in types kept, Settings Full only', async () => {
      const admin = await ctx().login('admin');
      const saved = await ctx().call(admin, 'POST', `${BASE}/sources`, [
        { Name: ' Website ' },
        { Name: '  ' },
        { Name: 'Referral' },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as { Name: string }[]).map((x) => x.Name)).toEqual(['Website', 'Referral']);
      expect((await ctx().call(admin, 'GET', `${BASE}/sources`)).json()).toHaveLength(2);
      const types = (await ctx().call(admin, 'GET', `${BASE}/serviceRequestTypes`)).json() as {
        Id: number;
      }[];
      expect(types.map((t) => t.Id)).toEqual([1, 2]);
      const dropBuiltIn = await ctx().call(admin, 'POST', `${BASE}/serviceRequestTypes`, [
        { Id: 1, Name: 'Appointment' },
      ]);
      expect(dropBuiltIn.statusCode).toBe(400);
      const renamed = await ctx().call(admin, 'POST', `${BASE}/appointmentType`, [
        { Id: 1, Name: 'Phone Call' },
        { Id: 2, Name: 'Site Visit' },
        { Name: 'Video Call' },
      ]);
      expect((renamed.json() as { Name: string }[]).map((x) => x.Name)).toEqual([
        'Phone Call',
        'Site Visit',
        'Video Call',
      ]);
      const rep = await ctx().login('arborist');
      expect((await ctx().call(rep, 'POST', `${BASE}/estimateType`, [{ Name: 'x' }])).statusCode).toBe(403);
      expect((await ctx().call(rep, 'GET', `${BASE}/estimateTypes`)).statusCode).toBe(200);
    });

    it('finds request locations by account name or address, with the total', async () => {
      const rep = await ctx().login('arborist');
      const c = await customerWorkOrder(ctx(), 'dana@whitfield.test');
      const res = await ctx().call(rep, 'POST', `${BASE}/requestLocations/_search`, {
        Query: c.street,
        Take: 15,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as RequestLocation[];
      expect(rows.map((l) => l.Id)).toContain(c.locationId);
      expect(Number(res.headers[LIST_COUNT_HEADER.toLowerCase()])).toBeGreaterThanOrEqual(rows.length);
      const byAccount = await ctx().call(rep, 'POST', `${BASE}/requestLocations/_search`, {
        Query: c.customer,
        AccountId: c.accountId,
      });
      expect((byAccount.json() as RequestLocation[]).every((l) => l.AccountId === c.accountId)).toBe(true);
      const reader = (await signInWith(ctx(), 'srlocr', { ServiceRequests: R }, 1)).session;
      expect((await ctx().call(reader, 'POST', `${BASE}/requestLocations/_search`, {})).statusCode).toBe(403);
    });
  },
  { mailer: mailbox.mailer },
);
