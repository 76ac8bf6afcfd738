import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { simpleParser } from 'mailparser';
import {
  formatCurrency,
  InvoiceApprovedStatuses,
  PrintStatuses,
  ScheduleStatuses,
  type Invoice,
  type InvoiceListItem,
  type ScheduleRow,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiGet, apiPost, apiPut, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { testServer } from '../support/env';
import { beyondScreen } from '../support/layout';
import { receivedMail } from '../support/mailbox';

// The office confirms a finished day on a phone, which invoices its work; billing approves the new
// invoice and e-mails it; the customer opens the link in the mail, sees the invoice and its balance
// due, and pays it by card.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('billing sends an invoice', () => {
  it('the office confirms a day, billing approves and emails its invoice on a phone; the customer opens the mailed link, sees the balance and pays it by card', async () => {
    const billing = await apiSignIn('billing');
    const office = await apiSignIn('officemanager');
    // The demo's finished day that waits for the office: the newest Ended schedule.
    const ended = await apiPost<ScheduleRow[]>(office, '/schedules/_search', {
      ScheduleStatuses: [ScheduleStatuses.Ended],
      Take: 99,
    });
    const schedule = ended.reduce((a, b) => (b.Id > a.Id ? b : a));
    await inContext(
      browser,
      'office confirms the day',
      async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('officemanager', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto(`/schedules/info?id=${schedule.Id}`);
        await page.getByRole('button', { name: 'Confirm', exact: true }).tap();
        await page.getByText('Schedule confirmed Successfully').waitFor();
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    );
    // Confirming made the invoice of its completed work, waiting for billing's approval.
    const [listed, ...others] = await apiPost<InvoiceListItem[]>(billing, '/invoices/_search', {
      Query: 'Cedar Point',
      Skip: 0,
      Take: 5,
      InvoiceApprovedStatusIds: [InvoiceApprovedStatuses.PendingApproval],
    });
    expect(listed).toMatchObject({ AccountName: 'Cedar Point Condominiums' });
    expect(others).toEqual([]);
    // The customer takes e-mail and has a billing contact, whatever the demo drew.
    const account = await apiGet<{ Id: number; Version: number }>(office, `/accounts/${listed!.AccountId}`);
    await apiPut(office, '/accounts/save', { Id: account.Id, Version: account.Version, DoNotEmail: false });
    const email = `pat.payables${listed!.Id}@customer.example`;
    await apiPost(office, '/accounts/accountContacts', {
      AccountId: listed!.AccountId,
      FirstName: 'Pat',
      LastName: 'Payables',
      Email: email,
      ReceivesBilling: true,
    });
    const before = receivedMail(testServer().mailDir).length;

    await inContext(
      browser,
      'invoice billing',
      async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('billing', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto(`/invoices/info?id=${listed!.Id}`);
        await page.getByText('Pending Approval').first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await page.getByRole('button', { name: 'Approve' }).tap();
        await page.getByText('Invoice approved').waitFor();
        await page.getByRole('button', { name: 'Email', exact: true }).tap();
        await page.getByText('1 invoice emailed.').waitFor();
        await page.getByText('Emailed', { exact: true }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    );

    const mails = receivedMail(testServer().mailDir);
    expect(mails.length).toBe(before + 1);
    const mail = await simpleParser(mails.at(-1)!);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`invoice-${listed!.Id}.pdf`]);
    const link = /https?:\/\/\S+\/invoiceview\?id=\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    const sent = await apiGet<Invoice>(billing, `/invoices/${listed!.Id}`);
    expect(sent.PrintStatusId).toBe(PrintStatuses.Emailed);

    await inContext(
      browser,
      'invoice customer page',
      async ({ page }) => {
        await page.goto(pathname + search);
        await page.getByRole('heading', { name: 'Invoice' }).waitFor();
        await page.getByText(`Invoice ${listed!.Id}`).waitFor();
        const totals = page.getByLabel('Totals');
        await expect
          .poll(() => totals.textContent())
          .toContain(`Balance due${formatCurrency(Math.round(sent.AmountDue * 100))}`);
        await page.getByRole('link', { name: 'Print' }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        // The customer pays the balance by card through the stand-in hosted form.
        const due = formatCurrency(Math.round(sent.AmountDue * 100));
        await page.getByRole('button', { name: 'Pay', exact: true }).tap();
        await page.getByText('Credit Card', { exact: true }).tap();
        expect(await page.getByLabel(/^Amount/).inputValue()).toBe(sent.AmountDue.toFixed(2));
        await page.getByRole('button', { name: 'Pay', exact: true }).tap();
        const form = page.frameLocator('iframe[name="cp-payment-frame"]');
        await form.getByLabel('Card number').fill('4111 1111 1111 1111');
        await form.getByRole('button', { name: 'Pay' }).tap();
        await page.getByText('Payment processed Successfully!').waitFor();
        await expect.poll(() => totals.textContent()).toContain(`Balance due${formatCurrency(0)}`);
        expect(await page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
        expect(await beyondScreen(page)).toEqual([]);
        expect(due).not.toBe(formatCurrency(0));
      },
      PHONE,
    );

    // The office sees the invoice paid by the customer's card.
    const paid = await apiGet<Invoice>(billing, `/invoices/${listed!.Id}`);
    expect(paid).toMatchObject({ AmountDue: 0, PaymentStatus: 'Paid' });
  });
});
