import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  formatCurrency,
  InvoiceMessages as M,
  toCents,
  type Invoice,
  type PaymentAccount,
  type PaymentAccountMatch,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiGet, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { PASSWORD } from '../support/env';
import { beyondScreen } from '../support/layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ACCOUNT = 'Maple Grove Association';
const REMAINDER_CENTS = 2_500;

describe('invoice payments', () => {
  it('billing takes one check for two invoices on a phone, the remainder kept on account', () =>
    inContext(
      browser,
      'invoice payments',
      async ({ page }) => {
        const billing = await apiSignIn('billing');
        const [match] = await apiGet<PaymentAccountMatch[]>(
          billing,
          `/invoiceTransactions/payment-accounts?q=${encodeURIComponent(ACCOUNT)}`,
        );
        const before = await apiGet<PaymentAccount>(
          billing,
          `/invoiceTransactions/payment-account/${match!.Id}`,
        );
        expect(before.Invoices).toHaveLength(2);
        const dueCents = before.Invoices.reduce((s, i) => s + toCents(i.AmountDue), 0);
        const balanceAfter = toCents(before.AccountBalance.Balance) + REMAINDER_CENTS;

        await (await new LoginPage(page).open()).signIn('billing', PASSWORD);
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto('/invoices');
        await page.getByRole('link', { name: 'Multiple payment' }).tap();
        await page.getByRole('heading', { name: 'Multiple Payment' }).waitFor();
        await page.getByRole('combobox', { name: 'Account' }).fill('Maple');
        await page.getByRole('option', { name: ACCOUNT }).tap();
        await page.getByLabel(`Invoice ${before.Invoices[0]!.Id}`).waitFor();

        await page.getByLabel('Check number').fill('5120');
        await page.getByLabel('Payment amount').fill(((dueCents + REMAINDER_CENTS) / 100).toFixed(2));
        for (const inv of before.Invoices) await page.getByLabel(`Invoice ${inv.Id}`).tap();
        await page.getByText(`Dollars on account ${formatCurrency(REMAINDER_CENTS)}`).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await page.getByRole('button', { name: 'Submit payment' }).tap();
        const ask = page.getByRole('dialog');
        await ask
          .getByText(M.RemainderOnAccount(formatCurrency(REMAINDER_CENTS)), { exact: false })
          .waitFor();
        await ask.getByRole('button', { name: 'Keep on account' }).tap();

        await page.getByText(M.PaymentSubmitted).waitFor();
        const last = page.getByLabel('Last payment');
        await last
          .getByText(`Dollars on account from this payment: ${formatCurrency(REMAINDER_CENTS)}`)
          .waitFor();
        for (const inv of before.Invoices)
          expect(await last.getByRole('row', { name: new RegExp(`^${inv.Id} `) }).innerText()).toContain(
            '$0.00',
          );
        await page.getByText(formatCurrency(balanceAfter), { exact: true }).waitFor();
        await page.getByText('No open invoices').waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        const paid = await apiGet<Invoice>(billing, `/invoices/${before.Invoices[0]!.Id}`);
        expect(paid).toMatchObject({ AmountDue: 0, PaymentStatus: 'Paid' });
        expect(toCents(paid.Account.AccountBalance.Balance)).toBe(balanceAfter);
      },
      PHONE,
    ));
});
