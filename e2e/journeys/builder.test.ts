import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { BuilderMessages as M, type Builder, type ServiceItem } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { findDemoWorkOrder } from '../support/demo';
import { beyondScreen } from '../support/layout';
import { solidPng } from '../support/png';
import { formatPrintAndMail } from '../support/proposal-document';

// A sales rep on a phone builds a proposal for a customer's two oaks, every item through the add
// dialog: pruning offered as two options grouped into one choice, a three-visit plant-health program,
// and a disposal whose load is not known yet (so it has no cost and the 'Items Without Cost' dialog
// names it) with photos of where it goes; then formats it, opens the customer's link signed out, prints the PDF and mails it.

let browser: Browser;
let locationId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const wo = await findDemoWorkOrder('arborist');
  locationId = wo.AccountLocationId!;
  const rep = await apiSignIn('arborist');
  const search = { AccountLocationId: locationId, Query: '', Skip: 0, Take: 9999 };
  const trees = await apiPost<ServiceItem[]>(rep, '/serviceItems/_search', search);
  if (trees.length < 2) {
    // The customer's second oak, of the first one's kind and size, recorded by the office.
    const first = trees[0]!;
    await apiPost(await apiSignIn('officemanager'), '/serviceItems', {
      AccountLocationId: locationId,
      TypeId: first.TypeId,
      OtherServiceItemTypeId: first.OtherServiceItemTypeId,
      SizeId: first.SizeId,
    });
  }
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Picks a choice of a select in the add dialog by touch. */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).tap();
  await page.getByRole('option', { name: option, exact: true }).tap();
}

/** The add dialog, filled by touch: a service group, a service and/or a material, the two oaks or one. */
async function addItem(
  page: Page,
  item: { group: string; service?: string; material?: string; quantity?: string; trees: number },
) {
  await page.getByRole('button', { name: 'Add', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Add service or material' });
  await choose(page, dialog, 'Service group', item.group);
  if (item.service) await choose(page, dialog, 'Service', item.service);
  await dialog.getByLabel('Customer inventory items').tap();
  const trees = page.getByRole('option');
  for (let i = 0; i < item.trees; i++) await trees.nth(i).tap();
  // The item list closes when the title is touched; Escape would close the dialog.
  await dialog.getByRole('heading', { name: 'Add service or material' }).tap();
  if (item.material) {
    await choose(page, dialog, 'Material', item.material);
    await dialog.getByLabel('Material quantity').fill(item.quantity ?? '1');
  }
  expect(await beyondScreen(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add', exact: true }).tap();
  await dialog.waitFor({ state: 'detached' });
}

describe('proposal builder', () => {
  it('a sales rep builds a proposal by touch on a phone, groups two options, photographs where the chips go, meets Items Without Cost, then formats, prints and mails it', () =>
    inContext(
      browser,
      'proposal builder',
      async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('arborist', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto(`/proposals/add?locationId=${locationId}`);
        await page.getByRole('button', { name: 'Create Proposal' }).tap();
        await page.waitForURL('**/builder?id=*');
        const proposalId = Number(new URL(page.url()).searchParams.get('id'));
        await page.getByRole('button', { name: 'Edit', exact: true }).tap();

        await addItem(page, { group: 'Arbor Care', service: 'Crown Cleaning', trees: 2 });
        await page.getByRole('region', { name: 'Group 1' }).getByText('Crown Cleaning').waitFor();
        await addItem(page, { group: 'Arbor Care', service: 'Structural Pruning', trees: 2 });
        await page.getByRole('region', { name: 'Group 2' }).getByText('Structural Pruning').waitFor();
        // The disposal, its load not known yet: it has no cost.
        await addItem(page, { group: 'Arbor Care', material: 'Wood Chips', quantity: '0', trees: 1 });
        await page.getByRole('region', { name: 'Group 3' }).getByText('Wood Chips').waitFor();
        await addItem(page, { group: 'Plant Health Care', service: 'Apple Scab Program', trees: 2 });
        const program = page.getByRole('region', { name: 'Group 4' });
        await program.getByText('Apple Scab Program').waitFor();
        await program.getByText('3 of 3 visits this year').waitFor();

        // Both pruning options offered as one choice.
        await page.getByRole('region', { name: 'Group 1' }).getByRole('checkbox', { name: 'Select' }).tap();
        await page.getByRole('region', { name: 'Group 2' }).getByRole('checkbox', { name: 'Select' }).tap();
        await page.getByRole('button', { name: 'Group options' }).tap();
        await page.getByText('Choose one of 2 options').waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        // Photos of where the chips will go: two taken, the first captioned past the limit (cut with
        // the warning), then the second moved ahead of it. The form, photos included, fits the phone.
        await page.getByRole('button', { name: 'Edit Wood Chips' }).tap();
        const form = page.getByRole('dialog', { name: 'Edit Wood Chips' });
        await form.getByRole('button', { name: 'Add photos' }).waitFor();
        await form.locator('input[type=file]').setInputFiles([
          { name: 'drive.png', mimeType: 'image/png', buffer: solidPng([90, 90, 90]) },
          { name: 'pile.png', mimeType: 'image/png', buffer: solidPng([120, 80, 40]) },
        ]);
        await page.getByText(M.ImagesSaved).first().waitFor();
        const caption = form.getByLabel('Caption of photo 1');
        await caption.fill(`Chips go by the drive ${'x'.repeat(200)}`);
        await page.getByText(M.CaptionTooLong).first().waitFor();
        await form.getByLabel('Caption of photo 2').tap();
        const photosOf = async () => {
          const b = await apiGet<Builder>(await apiSignIn('arborist'), `/proposals/builder/${proposalId}`);
          return b.ProposalGroups.flatMap((g) => g.ProposalOptionGroups)
            .flatMap((og) => og.ProposalOptions)
            .flatMap((o) => o.ProposalItemMaterials)
            .find((m) => m.Material === 'Wood Chips')!
            .Photos.slice()
            .sort((a, b) => a.Order - b.Order);
        };
        const cut = `Chips go by the drive ${'x'.repeat(200)}`.slice(0, 200);
        await expect.poll(async () => (await photosOf()).map((ph) => ph.Caption)).toEqual([cut, null]);
        await form.getByRole('button', { name: 'Move photo 2 up' }).tap();
        await expect.poll(async () => (await photosOf()).map((ph) => ph.Caption)).toEqual([null, cut]);
        await expect.poll(() => form.getByLabel('Caption of photo 2').inputValue()).toBe(cut);
        expect(await beyondScreen(page)).toEqual([]);
        await form.getByRole('button', { name: 'Cancel' }).tap();
        await form.waitFor({ state: 'detached' });

        const server = await apiGet<Builder>(await apiSignIn('arborist'), `/proposals/builder/${proposalId}`);
        const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
        expect(server.Total).toBeGreaterThan(0);
        await expect
          .poll(() => page.getByLabel('Total', { exact: true }).textContent())
          .toBe(money(server.Total));
        expect(await page.getByLabel('Subtotal').textContent()).toBe(money(server.Subtotal));
        const services = server.ProposalGroups.flatMap((g) => g.ProposalOptionGroups)
          .flatMap((og) => og.ProposalOptions)
          .flatMap((o) => o.ProposalItemServices);
        expect(services.find((s) => s.Service === 'Apple Scab Program')!.Visits).toHaveLength(3);
        const choice = server.ProposalGroups.flatMap((g) => g.ProposalOptionGroups).find(
          (og) => og.ProposalOptions.length === 2,
        )!;
        expect(choice.ProposalOptions.map((o) => o.ProposalItemServices[0]!.Service)).toEqual([
          'Crown Cleaning',
          'Structural Pruning',
        ]);

        await page.getByRole('button', { name: 'Done' }).tap();
        await page.getByRole('button', { name: 'Next' }).tap();
        const noCost = page.getByRole('dialog', { name: M.ItemsWithoutCost });
        await noCost.getByText('Wood Chips').waitFor();
        await noCost.getByRole('button', { name: 'Continue' }).tap();
        await page.waitForURL(
          (u) => u.pathname === '/proposalformat' && u.search.includes(`id=${proposalId}`),
        );

        // Formatted, opened by the customer's link, printed and mailed.
        await formatPrintAndMail(browser, page, proposalId, ['Crown Cleaning', 'Structural Pruning']);
      },
      PHONE,
    ));
});
