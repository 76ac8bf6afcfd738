import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { ServiceGroups, type Proposal, type ProposalSearchResult } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

// An office user keeps documents on a proposal in order, downloads one back byte for byte and
// deletes one; then keeps the proposal as a template and starts a new proposal from it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

async function signIn(page: Page, username: string) {
  await (await new LoginPage(page).open()).signIn(username, inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** A proposal with one Nursery planting (Nursery needs no customer tree), at a demo location. */
async function proposalWithPlanting(): Promise<Proposal> {
  const admin = await apiSignIn('admin');
  const theirs = await apiPost<ProposalSearchResult>(await apiSignIn('arborist'), '/proposals/_search', {
    Take: 1,
  });
  const made = await apiPost<Proposal>(admin, '/proposals', {
    Id: 0,
    AccountLocationId: theirs.Proposals[0]!.AccountLocationId,
  });
  const services = await apiPost<{ Id: number; Name: string }[]>(admin, '/services/_search', {
    Query: '',
    Skip: 0,
    Take: 999,
    ServiceGroupIds: [ServiceGroups.Nursery],
  });
  await apiPost(admin, '/proposals/ProposalData', {
    ProposalId: made.Id,
    ServiceGroupId: ServiceGroups.Nursery,
    ServiceId: services[0]!.Id,
  });
  return made;
}

async function upload(page: Page, files: { name: string; buffer: Buffer }[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload to Documents' }).click(),
  ]);
  await chooser.setFiles(files.map((f) => ({ ...f, mimeType: 'application/pdf' })));
}

/** The document names in the order the list shows them (table rows or phone cards). */
async function shownNames(page: Page, names: string[]) {
  const found: { name: string; y: number }[] = [];
  for (const name of names) {
    const link = page.getByRole('link', { name, exact: true }).first();
    if (await link.count()) found.push({ name, y: (await link.boundingBox())!.y });
  }
  return found.sort((a, b) => a.y - b.y).map((f) => f.name);
}

const DEVICES: [string, BrowserContextOptions][] = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
];

describe('proposal documents and templates', () => {
  for (const [device, options] of DEVICES)
    it(`keeps documents in order, downloads and deletes one, and starts a proposal from a template (${device})`, () =>
      inContext(
        browser,
        `proposal documents ${device}`,
        async ({ page }) => {
          const p = await proposalWithPlanting();
          await signIn(page, 'admin');
          await page.goto(`/proposals/docs?id=${p.Id}`);
          await page
            .getByRole('heading', { name: /documents/ })
            .first()
            .waitFor();

          const tag = Date.now();
          const [plan, report] = [`plan-${tag}.pdf`, `report-${tag}.pdf`];
          await upload(page, [
            { name: plan, buffer: PDF(plan) },
            { name: report, buffer: PDF(report) },
          ]);
          await page.getByRole('link', { name: report, exact: true }).first().waitFor();
          expect(await shownNames(page, [plan, report])).toEqual([plan, report]);
          if (device === 'phone') expect(await beyondScreen(page)).toEqual([]);

          await page
            .getByRole('button', { name: `Move ${report} up` })
            .first()
            .click();
          await expect.poll(() => shownNames(page, [plan, report])).toEqual([report, plan]);
          await page.reload();
          await page.getByRole('link', { name: plan, exact: true }).first().waitFor();
          expect(await shownNames(page, [plan, report])).toEqual([report, plan]);

          const href = await page
            .getByRole('link', { name: `Download ${plan}` })
            .first()
            .getAttribute('href');
          const downloaded = await page.request.get(href!);
          expect(downloaded.status()).toBe(200);
          expect(Buffer.from(await downloaded.body()).equals(PDF(plan))).toBe(true);

          await page
            .getByRole('button', { name: `Delete ${report}` })
            .first()
            .click();
          await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
          await expect.poll(() => page.getByRole('link', { name: report, exact: true }).count()).toBe(0);
          expect(await shownNames(page, [plan, report])).toEqual([plan]);

          // The service group's own documents are a link away from the info screen.
          await page.goto(`/proposals/info?id=${p.Id}`);
          await page.getByRole('link', { name: 'Nursery' }).click();
          await page.getByRole('heading', { name: 'Nursery documents' }).waitFor();
          await page.getByRole('button', { name: 'Upload to Documents' }).waitFor();
          if (device === 'phone') expect(await beyondScreen(page)).toEqual([]);

          // Keep the proposal as a template from its info screen.
          await page.goto(`/proposals/info?id=${p.Id}`);
          await page.getByRole('button', { name: 'Save as template' }).click();
          const templateName = `Planting ${tag}`;
          const save = page.getByRole('dialog');
          await save.getByLabel('Template name').fill(templateName);
          await save.getByRole('button', { name: 'Save template' }).click();
          await page.getByText('Template Saved Successfully').first().waitFor();
          if (device === 'phone') expect(await beyondScreen(page)).toEqual([]);

          // Start a new proposal from it, for a location of the same account.
          await page.goto('/proposals/templates');
          await page.getByPlaceholder('Search templates').fill(templateName);
          await page.getByText(templateName).first().waitFor();
          if (device === 'phone') expect(await beyondScreen(page)).toEqual([]);
          await page
            .getByRole('button', { name: `View ${templateName}` })
            .first()
            .click();
          const view = page.getByRole('dialog');
          await view.getByLabel('Template JSON').waitFor();
          expect(await view.getByLabel('Template JSON').textContent()).toContain('"ServiceGroupId": 4');
          if (device === 'phone') expect(await beyondScreen(page)).toEqual([]);
          await page.keyboard.press('Escape');

          await page
            .getByRole('button', { name: `Start a proposal from ${templateName}` })
            .first()
            .click();
          const start = page.getByRole('dialog');
          await start.getByLabel('Account').fill(p.AccountName);
          await page.getByRole('option', { name: p.AccountName }).first().click();
          await start.getByLabel('Location').click();
          await page.getByRole('option').first().click();
          await start.getByRole('button', { name: 'Create Proposal' }).click();
          await page.waitForURL('**/builder?id=*');
          const newId = Number(new URL(page.url()).searchParams.get('id'));
          expect(newId).not.toBe(p.Id);
          const admin = await apiSignIn('admin');
          const copy = await apiPost<unknown>(admin, '/proposals/proposaltemplates/save', {
            Name: `Copy check ${tag}`,
            ProposalId: newId,
          });
          expect(copy).toMatchObject({ GroupCount: 1, ItemCount: 1 });
        },
        options,
      ));

  it('puts print attachment documents in order on the proposal settings screen, on a phone', () =>
    inContext(
      browser,
      'proposal print attachments phone',
      async ({ page }) => {
        await signIn(page, 'admin');
        await page.goto('/proposals/settings');
        await page.getByRole('heading', { name: 'Proposal Settings' }).waitFor();
        const name = `Guarantee ${Date.now()}.pdf`;
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          page.getByRole('button', { name: 'Upload to Print attachment documents' }).click(),
        ]);
        await chooser.setFiles([{ name, mimeType: 'application/pdf', buffer: PDF(name) }]);
        await page.getByRole('link', { name, exact: true }).first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await page
          .getByRole('button', { name: `Move ${name} up` })
          .first()
          .click();
        // The switch's input is drawn as its track: a tap lands on the track.
        await page
          .getByRole('switch', { name: `Print ${name} with proposals` })
          .first()
          .locator('xpath=..')
          .click();
        await expect
          .poll(() =>
            page
              .getByRole('switch', { name: `Print ${name} with proposals` })
              .first()
              .isChecked(),
          )
          .toBe(false);
        await page
          .getByRole('button', { name: `Delete ${name}` })
          .first()
          .click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect.poll(() => page.getByRole('link', { name, exact: true }).count()).toBe(0);
      },
      PHONE,
    ));
});
