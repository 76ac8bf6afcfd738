import { expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { PaymentMethods } from '@canopy/shared';
import { describeEngines } from './harness';
import { PNG, signInWith } from './support';
import { approveService, confirmedWa, getWa, pay, servicesOf, WA } from './work-authorizations.fixtures';

async function pdfText(content: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describeEngines('work authorization print', (ctx) => {
  it('prints the approved lines, totals, tax, deposits and signature, the same bytes each time', async () => {
    const { id, office } = await confirmedWa(ctx());
    const services = servicesOf(await getWa(ctx(), office, id));
    const kept = services[0]!;
    const left = services.find((s) => s.ServiceName !== kept.ServiceName)!;
    expect(left).toBeDefined();
    await approveService(ctx(), office, id, kept.Id, true);
    const paid = await pay(
      ctx(),
      office,
      id,
      'deposit',
      { Amount: 40, PaymentMethodId: PaymentMethods.Check, CheckNumber: '4412', IsDeposit: true },
      `print-${ctx().engine}`,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    await ctx()
      .dbh.db.updateTable('work_authorizations')
      .set({ signature: `data:image/png;base64,${PNG.toString('base64')}` })
      .where('id', '=', id)
      .execute();
    const wa = await getWa(ctx(), office, id);

    const first = await ctx().call(office, 'POST', `${WA}/print/${id}`, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const again = await ctx().call(office, 'POST', `${WA}/print/${id}`, {});
    expect(first.rawPayload.equals(again.rawPayload)).toBe(true);

    const text = await pdfText(first.rawPayload);
    expect(text).toContain(`Work Authorization ${wa.ProposalNumber}`);
    expect(text).toContain(kept.ServiceName);
    expect(text).not.toContain(left.ServiceName);
    expect(text).toContain('Estimated tax (6.25%)');
    expect(text).toContain('$40.00 (check 4412)');
    expect(text).toContain('Customer signature');
  });

  it('refuses a user without the claim and answers 404 for an unknown one', async () => {
    const { id, office } = await confirmedWa(ctx());
    const stranger = await signInWith(ctx(), `wa-print-none-${ctx().engine}`, { Proposals: 1 }, 1);
    expect((await ctx().call(stranger.session, 'POST', `${WA}/print/${id}`, {})).statusCode).toBe(403);
    expect((await ctx().call(office, 'POST', `${WA}/print/999999`, {})).statusCode).toBe(404);
  });
});
