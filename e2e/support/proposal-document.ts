import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { simpleParser } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import { formatCurrency, ProposalMessages, type ProposalFormat } from '@canopy/shared';
import { apiGet, apiSignIn } from './api';
import { inContext, PHONE } from './browser';
import { testServer } from './env';
import { beyondScreen } from './layout';
import { receivedMail } from './mailbox';

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/**
 * From a proposal's format page on the phone: the page shows the letter, both options of the choice
 * and the server's total; its customer link opens signed out, read-only; Print downloads a PDF naming
 * the customer, the options and the total; Email (after the spec's prompt) delivers that PDF.
 */
export async function formatPrintAndMail(
  browser: Browser,
  page: Page,
  proposalId: number,
  options: [string, string],
): Promise<void> {
  const f = await apiGet<ProposalFormat>(await apiSignIn('arborist'), `/proposals/${proposalId}/format`);
  const money = (n: number) => formatCurrency(Math.round(n * 100));

  await page.getByRole('heading', { name: 'Cover letter' }).waitFor();
  await page.getByText('Option 1').first().waitFor();
  await page.getByText('Option 2').first().waitFor();
  await page.getByText(money(f.Total), { exact: true }).last().waitFor();
  expect(await beyondScreen(page)).toEqual([]);

  const href = await page.getByRole('link', { name: 'Customer link' }).getAttribute('href');
  expect(href).toMatch(/^\/proposalview\?id=/);
  await inContext(
    browser,
    'proposal customer link',
    async ({ page: customer }) => {
      await customer.goto(href!);
      await customer.getByText(f.Customer.Account).first().waitFor();
      await customer.getByText('Option 2').first().waitFor();
      await customer.getByText(money(f.Total), { exact: true }).last().waitFor();
      expect(await customer.getByRole('button', { name: /^Edit / }).count()).toBe(0);
      expect(await beyondScreen(customer)).toEqual([]);
    },
    PHONE,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Print' }).tap(),
  ]);
  expect(download.suggestedFilename()).toBe(`Proposal-${f.ProposalNumber}.pdf`);
  const printed = await pdfText(readFileSync((await download.path())!));
  for (const part of [f.Customer.Account, ...options, 'Option 1', 'Option 2'])
    expect(printed).toContain(part);
  expect(printed).toContain(`Total ${money(f.Total)}`);

  const before = receivedMail(testServer().mailDir).length;
  await page.getByRole('button', { name: 'Email' }).tap();
  const ask = page.getByRole('dialog');
  await ask.getByText(ProposalMessages.ConfirmSendProposal).waitFor();
  await ask.getByRole('button', { name: 'Continue' }).tap();
  await page.getByText(ProposalMessages.EmailSent).waitFor();
  const mails = receivedMail(testServer().mailDir);
  expect(mails.length).toBe(before + 1);
  const mail = await simpleParser(mails.at(-1)!);
  expect(mail.subject).toContain(f.ProposalNumber);
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
  const mailed = await pdfText(pdf.content);
  expect(mailed).toContain(f.Customer.Account);
  expect(mailed).toContain(`Total ${money(f.Total)}`);
}
