import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { simpleParser } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import {
  BuilderMessages as M,
  formatCurrency,
  ProposalMessages,
  ServiceGroups,
  type Builder,
  type ProposalFormat,
  type ServiceItem,
  type ServiceRow,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { findDemoWorkOrder } from '../support/demo';
import { beyondScreen } from '../support/layout';
import { receivedMail } from '../support/mailbox';
import { testServer } from '../support/env';

// A sales rep's proposal for the demo customer's trees — pruning offered as two options, a
// plant-health program and a disposal whose load is not known yet — goes from the builder through
// Items Without Cost to the format page, is opened by its customer link signed out, printed and mailed.

let browser: Browser;
let proposalId: number;

const serviceNamed = async (group: number, name: string) => {
  const rows = await apiPost<ServiceRow[]>(await apiSignIn('arborist'), '/services/_search', {
    Query: '',
    Skip: 0,
    Take: 999,
    ServiceGroupIds: [group],
  });
  return rows.find((s) => s.Name === name)!.Id;
};

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const rep = await apiSignIn('arborist');
  const wo = await findDemoWorkOrder('arborist');
  proposalId = (await apiPost<{ Id: number }>(rep, '/proposals', { AccountLocationId: wo.AccountLocationId }))
    .Id;
  const trees = await apiPost<ServiceItem[]>(rep, '/serviceItems/_search', {
    AccountLocationId: wo.AccountLocationId,
    Query: '',
    Skip: 0,
    Take: 9999,
  });
  const tree = [trees[0]!.Id];
  const add = (body: Record<string, unknown>) =>
    apiPost<Builder>(rep, '/proposals/ProposalData', { ProposalId: proposalId, ...body });
  await add({
    ServiceGroupId: ServiceGroups.ArborCare,
    ServiceId: await serviceNamed(ServiceGroups.ArborCare, 'Crown Cleaning'),
    ServiceItemIds: tree,
  });
  const two = await add({
    ServiceGroupId: ServiceGroups.ArborCare,
    ServiceId: await serviceNamed(ServiceGroups.ArborCare, 'Structural Pruning'),
    ServiceItemIds: tree,
  });
  await apiPost(rep, '/proposals/GroupOptions', {
    ProposalId: proposalId,
    ProposalOptionIds: two.ProposalGroups.map((g) => g.ProposalOptionGroups[0]!.ProposalOptions[0]!.Id),
  });
  const chips = (
    await apiPost<{ Id: number; Name: string }[]>(rep, '/materials/_search', {
      Query: '',
      Skip: 0,
      Take: 999,
    })
  ).find((m) => m.Name === 'Wood Chips')!.Id;
  await add({
    ServiceGroupId: ServiceGroups.ArborCare,
    MaterialId: chips,
    MaterialQuantity: 0,
    ServiceItemIds: tree,
  });
  await add({
    ServiceGroupId: ServiceGroups.PlantHealthCare,
    ServiceId: await serviceNamed(ServiceGroups.PlantHealthCare, 'Apple Scab Program'),
    ServiceItemIds: tree,
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('printed proposal', () => {
  it('a sales rep goes on to the format page, opens the customer link signed out, prints the PDF and mails it', () =>
    inContext(
      browser,
      'proposal print',
      async ({ page }) => {
        const rep = await apiSignIn('arborist');
        const f = await apiGet<ProposalFormat>(rep, `/proposals/${proposalId}/format`);
        const money = (n: number) => formatCurrency(Math.round(n * 100));

        await (await new LoginPage(page).open()).signIn('arborist', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto(`/builder?id=${proposalId}`);
        await page.getByText('Choose one of 2 options').waitFor();
        // Dialogs load just after the first screen shows: the builder is settled before going on.
        expect(await beyondScreen(page)).toEqual([]);
        await page.getByRole('button', { name: 'Next' }).click();
        const noCost = page.getByRole('dialog', { name: M.ItemsWithoutCost });
        await noCost.getByText('Wood Chips').waitFor();
        await noCost.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(
          (u) => u.pathname === '/proposalformat' && u.search.includes(`id=${proposalId}`),
        );

        // The format page on the phone: the letter, both pruning options, the totals; nothing wider than the screen.
        await page.getByRole('heading', { name: 'Cover letter' }).waitFor();
        const pruning = page.getByRole('group', { name: 'Group 1' });
        await pruning.getByText('Option 1').waitFor();
        await pruning.getByText('Option 2').waitFor();
        await page.getByText(money(f.Total), { exact: true }).last().waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        // The customer's link, opened by someone signed out on their own phone: the same proposal, read-only.
        const href = await page.getByRole('link', { name: 'Customer link' }).getAttribute('href');
        expect(href).toMatch(/^\/proposalview\?id=/);
        await inContext(
          browser,
          'proposal customer link',
          async ({ page: customer }) => {
            await customer.goto(href!);
            await customer.getByText(f.Customer.Account).first().waitFor();
            await customer.getByRole('group', { name: 'Group 1' }).getByText('Option 2').waitFor();
            await customer.getByText(money(f.Total), { exact: true }).last().waitFor();
            expect(await customer.getByRole('button', { name: /^Edit / }).count()).toBe(0);
            expect(await beyondScreen(customer)).toEqual([]);
          },
          PHONE,
        );

        // Print: the PDF the browser downloads names the customer, the options and the totals.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Print' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`Proposal-${f.ProposalNumber}.pdf`);
        const printed = await pdfText(readFileSync((await download.path())!));
        for (const part of [
          f.Customer.Account,
          'Crown Cleaning',
          'Structural Pruning',
          'Option 1',
          'Option 2',
        ])
          expect(printed).toContain(part);
        expect(printed).toContain(`Total ${money(f.Total)}`);

        // Email, after the spec's prompt: the PDF arrives at the test mail server.
        const before = receivedMail(testServer().mailDir).length;
        await page.getByRole('button', { name: 'Email' }).click();
        const ask = page.getByRole('dialog');
        await ask.getByText(ProposalMessages.ConfirmSendProposal).waitFor();
        await ask.getByRole('button', { name: 'Continue' }).click();
        await page.getByText(ProposalMessages.EmailSent).waitFor();
        const mails = receivedMail(testServer().mailDir);
        expect(mails.length).toBe(before + 1);
        const mail = await simpleParser(mails.at(-1)!);
        expect(mail.subject).toContain(f.ProposalNumber);
        const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
        const mailed = await pdfText(pdf.content);
        expect(mailed).toContain(f.Customer.Account);
        expect(mailed).toContain(`Total ${money(f.Total)}`);
      },
      PHONE,
    ));
});
