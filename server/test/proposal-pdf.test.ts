import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import type { ProposalFormat } from '@canopy/shared';
import { renderProposalPdf } from '../src/modules/proposal-format/proposal-format.pdf';
import { pageImages } from './support/pdf-images';

const LOGO = readFileSync(resolve(import.meta.dirname, '../../client/public/favicon-32.png'));

// The printed proposal's layout on its own, without a database: the page seam for print attachment
// documents and the fixed creation date that makes the bytes repeatable.

const line = (name: string, price: number | null) => ({
  Kind: 'Service' as const,
  Name: name,
  Description: 'Remove deadwood over two inches and raise the canopy over the drive.',
  Quantity: 1,
  Items: ['Bur Oak — Large'],
  Visits: [],
  Price: price,
  Photos: [],
});

const format: ProposalFormat = {
  Id: 41,
  ProposalNumber: '00000000041',
  StatusId: 1,
  ProposalStatus: 'Created',
  EncryptedId: null,
  Editable: false,
  Date: '2026-11-26',
  Company: 'Canopy Tree & Lawn Care',
  Branch: {
    Name: 'North Shore',
    TermsAndConditions: 'Payment due on completion.',
    Phone: '(847) 555-0134',
    Fax: '(847) 555-0199',
  },
  Customer: {
    Account: 'Birch Lane HOA',
    Location: null,
    Address: '12 Birch Ln',
    City: 'Evanston',
    State: 'IL',
    Zip: '60201',
  },
  SalesRep: { Name: 'Ava Lindqvist', Email: null, Certifications: [] },
  CoverLetter: 'Dear Birch Lane HOA',
  ServiceGroups: [{ Id: 7, ServiceGroupId: 1, Name: 'Arbor Care', Definition: null, Recommendation: null }],
  Groups: [
    {
      Id: 3,
      Name: 'Group 1',
      ServiceGroupId: 1,
      ShowPricing: true,
      MultiOption: false,
      Total: 650,
      OptionGroups: [
        { Id: 4, Options: [{ Id: 5, Label: '', Total: 650, Lines: [line('Crown Cleaning', 650)] }] },
      ],
    },
  ],
  Promotions: [],
  Subtotal: 650,
  Discount: 0,
  TaxRate: 0,
  Tax: 0,
  Total: 650,
};

async function read(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const r = await parser.getText();
    return { text: r.text.replace(/\s+/g, ' '), pages: r.total };
  } finally {
    await parser.destroy();
  }
}

describe('printed proposal layout', () => {
  const createdAt = new Date('2026-11-26T10:00:00Z');

  it("heads the cover with the branch's phone and fax, and prints the tax line and the terms", async () => {
    const taxed = { ...format, TaxRate: 10.25, Tax: 66.63, Total: 716.63 };
    const { text } = await read(await renderProposalPdf({ format: taxed, photos: new Map(), createdAt }));
    expect(text).toContain('North Shore branch');
    expect(text).toContain('Phone (847) 555-0134');
    expect(text).toContain('Fax (847) 555-0199');
    expect(text).toMatch(/Tax \(10\.25%\)[^$]*\$66\.63/);
    expect(text).toContain('$716.63');
    expect(text).toContain('Payment due on completion.');
  });

  it('appends the pages given to it after the summary, numbered with the rest', async () => {
    const plain = await read(await renderProposalPdf({ format, photos: new Map(), createdAt }));
    expect(plain.pages).toBe(4);
    const withAttachment = await read(
      await renderProposalPdf({
        format,
        photos: new Map(),
        createdAt,
        extraPages: [(doc) => void doc.text('Tree care guarantee')],
      }),
    );
    expect(withAttachment.pages).toBe(5);
    expect(withAttachment.text).toContain('Tree care guarantee');
    expect(withAttachment.text).toContain('Page 5 of 5');
  });

  it('prints the same bytes for the same proposal, and other bytes for another date', async () => {
    const a = await renderProposalPdf({ format, photos: new Map(), createdAt });
    const b = await renderProposalPdf({ format, photos: new Map(), createdAt });
    expect(Buffer.compare(a, b)).toBe(0);
    const later = await renderProposalPdf({
      format,
      photos: new Map(),
      createdAt: new Date('2026-11-27T10:00:00Z'),
    });
    expect(Buffer.compare(a, later)).not.toBe(0);
  });

  it("draws the company's logo on the cover when there is one, and the initials' mark otherwise", async () => {
    const withLogo = await renderProposalPdf({ format, photos: new Map(), createdAt, logo: LOGO });
    expect(await pageImages(withLogo, 0)).toEqual([{ width: 32, height: 32 }]);
    const without = await renderProposalPdf({ format, photos: new Map(), createdAt });
    expect(await pageImages(without, 0)).toEqual([]);
    // Bytes that are no image do not stop the print: the mark stands in.
    const broken = await renderProposalPdf({
      format,
      photos: new Map(),
      createdAt,
      logo: Buffer.from('not an image'),
    });
    expect(await pageImages(broken, 0)).toEqual([]);
    expect((await read(broken)).text).toContain('CT');
  });
});
