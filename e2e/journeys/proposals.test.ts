import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Proposal, ProposalSearchResult } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, username: string) {
  await (await new LoginPage(page).open()).signIn(username, inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** A location the demo arborist sells at: one of their demo proposals'. */
async function arboristLocation(): Promise<number> {
  const rep = await apiSignIn('arborist');
  const mine = await apiPost<ProposalSearchResult>(rep, '/proposals/_search', { Take: 1 });
  return mine.Proposals[0]!.AccountLocationId;
}

const DEVICES: [string, BrowserContextOptions][] = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
];

describe('proposals', () => {
  for (const [name, device] of DEVICES)
    it(`a sales rep adds a proposal, finds it, keeps a note and a cover letter, and cancels another (${name})`, () =>
      inContext(
        browser,
        `proposals ${name}`,
        async ({ page }) => {
          const locationId = await arboristLocation();
          await signIn(page, 'arborist');
          await page.goto(`/proposals/add?locationId=${locationId}`);
          await page.getByRole('button', { name: 'Create Proposal' }).click();
          await page.waitForURL('**/builder?id=*');
          const id = Number(new URL(page.url()).searchParams.get('id'));
          const number = String(id).padStart(11, '0');

          await page.goto('/proposals');
          await page.getByPlaceholder('Search number, account, address, rep').fill(number);
          await page.getByText(number).first().click();
          await page.waitForURL(`**/proposals/info?id=${id}`);
          if (name === 'phone') expect(await beyondScreen(page)).toEqual([]);

          const note = `Two oaks by the drive ${Date.now()}`;
          await page.getByRole('button', { name: 'Add note' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel('Note').fill(note);
          await dialog.getByRole('button', { name: 'Save note' }).click();
          await page.getByText(note).waitFor();
          const letter = `Dear customer, our plan for your oaks ${Date.now()}`;
          await page.getByLabel('Cover letter').fill(letter);
          await page.getByRole('button', { name: 'Save cover letter' }).click();
          await page.getByText('Proposal Saved Successfully').first().waitFor();
          await page.reload();
          await page.getByText(note).waitFor();
          await expect.poll(() => page.getByLabel('Cover letter').inputValue()).toBe(letter);

          const rep = await apiSignIn('arborist');
          const other = await apiPost<Proposal>(rep, '/proposals', { Id: 0, AccountLocationId: locationId });
          await page.goto(`/proposals/info?id=${other.Id}`);
          await page.getByRole('button', { name: 'Cancel proposal' }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Cancel proposal' }).click();
          await page.getByText('This proposal is cancelled: it can no longer be changed.').waitFor();
          expect(await page.getByRole('button', { name: 'Add note' }).count()).toBe(0);
          expect(await page.getByLabel('Cover letter').isDisabled()).toBe(true);
        },
        device,
      ));

  it("an arborist with Personal reach cannot open another rep's proposal by its address", () =>
    inContext(browser, 'proposals other rep', async ({ page }) => {
      const rep = await apiSignIn('arborist');
      const theirs = await apiPost<ProposalSearchResult>(rep, '/proposals/_search', { Take: 1 });
      const { Id, AccountName } = theirs.Proposals[0]!;
      await signIn(page, 'arborist2');
      // Every screen a proposal's id opens, typed into the address bar.
      for (const address of ['/proposals/info', '/builder', '/proposalformat', '/proposals/docs']) {
        await page.goto(`${address}?id=${Id}`);
        await page.getByText('Proposal not found').waitFor();
        expect(await page.getByText(AccountName).count()).toBe(0);
      }
    }));
});
