import { PDFParse } from 'pdf-parse';
import { expect } from 'vitest';
import { B, F, R, type Invoice } from '@canopy/shared';
import type { Session, TestCtx } from './harness';
import { confirmSchedule, newAccount, setTaxRate, TEST_ZIP } from './invoice-fixtures';
import { signInWith } from './support';

// What the invoice document tests share: who calls, an invoice to print and mail, reading it back.

export const INV = '/api/v1/invoices';

export async function pdfText(content: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

export async function read(ctx: TestCtx, s: Session, id: number) {
  const res = await ctx.call(s, 'GET', `${INV}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Invoice;
}

/** An account with Dana as its billing contact, and one invoice of two work orders ($100 and $20.50 at 5%). */
export async function billedAccount(
  ctx: TestCtx,
  s: Session,
  opts: { branchId?: number; email?: string | null } = {},
) {
  const db = ctx.dbh.db;
  const branchId = opts.branchId ?? 1;
  const acct = await newAccount(db, branchId, {
    name: `Whitfield Estate ${Math.random().toString(36).slice(2, 6)}`,
  });
  await db
    .insertInto('contacts')
    .values({
      account_id: acct.accountId,
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: opts.email === undefined ? 'dana@whitfield.test' : opts.email,
      status_id: 1,
      receives_billing: 1,
    })
    .execute();
  const made = await confirmSchedule(ctx, s, [
    { locationId: acct.locationId, branchId, costs: [10_000] },
    { locationId: acct.locationId, branchId, costs: [2_050] },
  ]);
  return { ...acct, invoiceId: made.invoiceIds[0]!, workOrderIds: made.workOrderIds };
}

export const approve = (ctx: TestCtx, s: Session, id: number) => ctx.call(s, 'PUT', `${INV}/${id}/approve`);

/** Billing (Full), a Branch and a ReadOnly user of branch 1, and a Branch user of branch 2; taxed at 5%. */
export function documentUsers(ctx: () => TestCtx) {
  let people: Promise<Record<'billing' | 'branch' | 'readOnly' | 'other', Session>>;
  return () => {
    people ??= (async () => {
      const c = ctx();
      await setTaxRate(c.dbh.db, TEST_ZIP, 50_000); // 5%
      const all = { Schedules: F, Invoices: F, Invoices_TransactionApproval: F };
      return {
        billing: (await signInWith(c, 'doc-billing', all, 1)).session,
        branch: (await signInWith(c, 'doc-branch', { Invoices: B }, 1)).session,
        readOnly: (await signInWith(c, 'doc-readonly', { Invoices: R }, 1)).session,
        other: (await signInWith(c, 'doc-other', { Invoices: B }, 2)).session,
      };
    })();
    return people;
  };
}
