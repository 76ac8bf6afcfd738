import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { simpleParser } from 'mailparser';
import {
  ApprovalByTypes,
  formatCurrency,
  PaymentMethods,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type WaService,
  type WorkAuthorization,
  type WorkAuthorizationListItem,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiGet, apiPost, apiPut, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { testServer } from '../support/env';
import { beyondScreen } from '../support/layout';
import { receivedMail } from '../support/mailbox';

// The customer, on a phone, opens the work authorization link the office e-mailed, approves two of
// its three services, signs with a finger, pays the deposit by card through the secure form and
// submits; the office then finds it received from the customer, signed, with the card deposit,
// confirms it from the list and sees the work orders it made.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));
const services = (wa: WorkAuthorization): WaService[] =>
  wa.ProposalGroups.flatMap((g) =>
    g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions.flatMap((o) => o.ProposalItemServices)),
  );

/** A stroke across the pad, as a finger would draw it. */
async function sign(page: Page) {
  const pad = page.getByLabel('Signature', { exact: true });
  // The drawing library loads after the page is shown; a stroke before it would draw nothing.
  await page.locator('canvas[aria-busy="false"]').waitFor();
  // The mouse draws in the viewport: the pad must be on screen first.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? 25 : -25));
  await page.mouse.up();
}

describe('the customer signs a work authorization', () => {
  it('from the e-mailed link on a phone: approves two services, signs, pays the deposit, submits; the office confirms', async () => {
    const office = await apiSignIn('officemanager');
    const [listed] = await apiPost<WorkAuthorizationListItem[]>(office, '/workAuthorization/_search', {
      Query: '',
      Skip: 0,
      Take: 1,
      StatusIds: [S.SentToClient],
    });
    expect(listed).toBeDefined();
    // A 10 % minimum down payment on this account, and e-mail allowed, whatever the demo drew.
    const account = await apiGet<{ Id: number; Version: number }>(office, `/accounts/${listed!.AccountId}`);
    await apiPut(office, '/accounts/save', {
      Id: account.Id,
      Version: account.Version,
      MinimumDownPayment: 10,
      DoNotEmail: false,
    });

    const before = receivedMail(testServer().mailDir).length;
    await apiPost(office, `/proposals/emailWorkAuthorization/${listed!.ProposalId}`, {});
    const mails = receivedMail(testServer().mailDir);
    expect(mails.length).toBe(before + 1);
    const mail = await simpleParser(mails.at(-1)!);
    const link = /https?:\/\/\S+\/authorization\?id=\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);

    const shown = await apiGet<WorkAuthorization>(office, `/workAuthorization/${listed!.Id}`);
    const lines = services(shown);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const chosen = lines.slice(0, 2);
    let deposit = 0;

    await inContext(
      browser,
      'work authorization customer page',
      async ({ page }) => {
        // Adding view=admin to the link gives the customer nothing: the admin view wants a staff sign-in.
        await page.goto(`${pathname}${search}&view=admin`);
        await page.getByText(M.AdminSignIn).waitFor();
        expect(await page.getByRole('checkbox').count()).toBe(0);

        await page.goto(pathname + search);
        await page.getByRole('heading', { name: 'Work Authorization' }).waitFor();
        await page.getByText(shown.AccountName).first().waitFor();
        // Headed by the company and the proposal's branch, as its printed proposal is.
        await page.getByRole('banner').getByText(`${shown.BranchName} branch`).waitFor();
        for (const s of lines)
          await page.getByRole('checkbox', { name: new RegExp(`^Approve ${s.ServiceName}`) }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        for (const s of chosen) {
          const box = page.getByRole('checkbox', { name: new RegExp(`^Approve ${s.ServiceName}`) });
          await box.tap();
          await expect.poll(() => box.isChecked()).toBe(true);
          await expect.poll(() => box.isEnabled()).toBe(true);
        }
        const approved = await apiGet<WorkAuthorization>(office, `/workAuthorization/${listed!.Id}`);
        expect(approved.TotalApprovedCost).toBeGreaterThan(0);
        expect(approved.DefaultDeposit).toBeGreaterThan(0);
        deposit = approved.DefaultDeposit;
        const totals = page.getByLabel('Totals');
        await expect
          .poll(() => totals.textContent())
          .toContain(`Total approved cost${money(approved.TotalApprovedCost)}`);
        expect(await totals.textContent()).toContain(`Deposit due${money(approved.DefaultDeposit)}`);

        await sign(page);
        await page.getByText('Credit Card', { exact: true }).tap();
        expect(await page.getByLabel(/^Amount/).inputValue()).toBe(approved.DefaultDeposit.toFixed(2));
        expect(await beyondScreen(page)).toEqual([]);
        await page.getByRole('button', { name: 'Pay', exact: true }).tap();
        const form = page.frameLocator('iframe[name="cp-payment-frame"]');
        await form.getByLabel('Card number').fill('4111 1111 1111 1111');
        await form.getByRole('button', { name: 'Pay' }).tap();
        await page.getByText(`Your payment of ${money(approved.DefaultDeposit)} was received`).waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        await page.getByRole('button', { name: 'Submit approval' }).tap();
        await page.getByText('Your approval was received').waitFor();
        expect(await page.getByRole('button', { name: 'Submit approval' }).count()).toBe(0);
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    );

    const done = await apiGet<WorkAuthorization>(office, `/workAuthorization/${listed!.Id}`);
    expect([done.StatusId, done.ApprovedByTypeId, done.Signed]).toEqual([
      S.ReceivedFromClient,
      ApprovalByTypes.Customer,
      true,
    ]);
    expect(
      services(done)
        .filter((s) => s.Approved)
        .map((s) => s.Id),
    ).toEqual(chosen.map((s) => s.Id));
    expect(done.CustomerPayments.map((p) => [p.Amount, p.IsDeposit, p.PaymentMethodId])).toEqual([
      [deposit, true, PaymentMethods.CreditCard],
    ]);

    await inContext(
      browser,
      'work authorization office after the customer',
      async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('officemanager', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto(`/workauthorization/info?id=${listed!.Id}`);
        await page.getByText('Received From Client').first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        // The office confirms it from the list, the customer already told, and finds its work orders.
        await page.goto('/workauthorization');
        await page.getByPlaceholder('Search number, account, address').fill(listed!.ProposalNumber);
        const tick = page.getByRole('checkbox', { name: `Select ${listed!.ProposalNumber}` });
        await tick.tap();
        await expect.poll(() => tick.isChecked()).toBe(true);
        await page.getByText('E-mail customers').tap();
        expect(await beyondScreen(page)).toEqual([]);
        await page.getByRole('button', { name: 'Confirm selected (1)' }).tap();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).tap();
        await page.getByText('1 work authorization(s) confirmed').waitFor();
        await page.goto(`/workauthorization/info?id=${listed!.Id}`);
        await page.getByText('Status: Confirmed').waitFor();
        await page
          .getByRole('button', { name: /^Work order \d+$/ })
          .first()
          .waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        // The office opens the customer page in the admin view: signed in, it acts as the sales rep.
        await page.goto(`${pathname}${search}&view=admin`);
        await page.getByText(M.ActingAsRep).waitFor();
        await page.getByText('This work authorization is Confirmed').waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await page.getByRole('link', { name: 'Back to the work authorization' }).tap();
        await page.getByText('Status: Confirmed').waitFor();
      },
      PHONE,
    );
  });
});
