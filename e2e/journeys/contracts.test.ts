import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ProposalSearchResult } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { testServer } from '../support/env';
import { beyondScreen } from '../support/layout';
import { receivedMail } from '../support/mailbox';

// The office manager, on a phone, filters the contracts to next year's renewals, selects two,
// confirms and mails them (the mail goes out in the background; its progress shows), reads the
// mail the customer got, and prints both work authorizations as one PDF.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const year = new Date().getFullYear() + 1;

/** Next year's contracts: the demo's lawn programs recur every two years, so they renew for next year. */
async function nextYearsContracts() {
  const office = await apiSignIn('officemanager');
  const { JobId } = await apiPost<{ JobId: number }>(office, '/proposals/genRenewables', { year });
  await expect
    .poll(async () => (await apiGet<{ State: string }>(office, `/jobs/${JobId}`)).State, { timeout: 30_000 })
    .toBe('done');
  const found = await apiPost<ProposalSearchResult>(office, '/proposals/_search', {
    ProposalTypeId: 2,
    YearOfWork: year,
    StatusIds: [1],
    Take: 10,
  });
  expect(found.Proposals.length).toBeGreaterThanOrEqual(2);
  return found.Proposals;
}

describe('contracts', () => {
  it('an office manager filters contracts, confirms and mails two, and prints their work authorizations (phone)', () =>
    inContext(
      browser,
      'contracts phone',
      async ({ page }) => {
        const contracts = await nextYearsContracts();
        const mailDir = testServer().mailDir;
        const before = receivedMail(mailDir).length;

        await (await new LoginPage(page).open()).signIn('officemanager', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto('/proposals/contracts');
        await page.getByRole('heading', { name: 'Contracts' }).waitFor();
        // On a phone the list's filters fold behind a button.
        await page.getByRole('button', { name: 'Filters' }).tap();
        await page.getByLabel('Year of work').fill(String(year));
        const picked = contracts.slice(0, 2);
        for (const c of picked) await page.getByText(c.ProposalNumber).first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        for (const c of picked)
          await page
            .getByRole('checkbox', { name: `Select ${c.ProposalNumber}` })
            .first()
            .tap();
        await page.getByText('2 selected').waitFor();
        await page.getByRole('button', { name: 'Confirm & Email' }).tap();
        const result = page.getByTestId('job-result');
        await result.waitFor({ timeout: 30_000 });
        expect(await result.innerText()).toMatch(/sent/);
        expect(await beyondScreen(page)).toEqual([]);

        await expect.poll(() => receivedMail(mailDir).length, { timeout: 15_000 }).toBeGreaterThan(before);
        const mails = await Promise.all(
          receivedMail(mailDir)
            .slice(before)
            .map((m) => simpleParser(m)),
        );
        const numbers = picked.map((c) => c.ProposalNumber);
        const ours = mails.filter((m) => numbers.some((n) => m.subject?.includes(n)));
        expect(ours.length).toBeGreaterThan(0);
        expect(ours[0]!.subject).toMatch(/^Contract \d{11} from /);
        expect(ours[0]!.text).toMatch(/\/authorization\?id=/);

        // Now confirmed, each has a work authorization: both print as one PDF.
        await page.getByText('0 selected').waitFor();
        for (const c of picked) await page.getByText(c.ProposalNumber).first().waitFor();
        for (const c of picked)
          await page
            .getByRole('checkbox', { name: `Select ${c.ProposalNumber}` })
            .first()
            .tap();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Print Work Authorizations' }).tap();
        const file = await (await download).path();
        expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));
});
