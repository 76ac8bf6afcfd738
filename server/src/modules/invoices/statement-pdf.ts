import PDFDocument from 'pdfkit';
import { dollarsToCents, formatCurrency, type Statement } from '@canopy/shared';
import { embeddable } from '../../platform/pdf';

/** Who the statements are from, at the head of each: the company's name and, when set, its logo. */
export interface StatementBranding {
  companyName: string;
  logo: Buffer | null;
}

const MARGIN = 50;
const money = (dollars: number) => formatCurrency(dollarsToCents(dollars) ?? 0);
const COLUMNS: [label: string, width: number, right: boolean][] = [
  ['Invoice', 60, false],
  ['Date', 70, false],
  ['Total', 70, true],
  ['Adjustments', 75, true],
  ['Credits', 65, true],
  ['Amount Due', 75, true],
  ['Balance', 97, true],
];

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const y = doc.y;
  let x = MARGIN;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  COLUMNS.forEach(([, width, right], k) => {
    doc.text(cells[k] ?? '', x, y, { width: width - 4, align: right ? 'right' : 'left', lineBreak: false });
    x += width;
  });
  doc.y = y + 14;
}

function head(doc: PDFKit.PDFDocument, s: Statement, brand: StatementBranding) {
  const width = doc.page.width - MARGIN * 2;
  if (brand.logo && embeddable(brand.logo)) {
    try {
      doc.image(brand.logo, MARGIN, MARGIN, { fit: [120, 48] });
      doc.y = MARGIN + 54;
    } catch {
      // A logo that does not decode is left out; the name still heads the statement.
    }
  }
  doc.font('Helvetica-Bold').fontSize(16).text(brand.companyName, MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(13).text('Statement', { width });
  doc.moveDown(0.6);
  doc.fontSize(10).font('Helvetica-Bold').text(s.Account.Name, { width });
  doc.font('Helvetica');
  const a = s.BillingAddress;
  if (a) {
    doc.text(a.Address1, { width });
    if (a.Address2) doc.text(a.Address2, { width });
    doc.text(`${a.City}, ${a.State} ${a.Zip}`, { width });
  }
  doc.moveDown(0.4);
  doc.text(`Account: ${s.Account.Id}`, { width });
  doc.text(`Statement date: ${s.StatementDate}`, { width });
  doc.moveDown(0.8);
}

function statementPages(doc: PDFKit.PDFDocument, s: Statement, brand: StatementBranding) {
  head(doc, s, brand);
  const bottom = doc.page.height - MARGIN - 20;
  row(
    doc,
    COLUMNS.map(([label]) => label),
    true,
  );
  for (const i of s.Invoices) {
    if (doc.y > bottom) {
      doc.addPage();
      row(
        doc,
        COLUMNS.map(([label]) => label),
        true,
      );
    }
    row(doc, [
      String(i.InvoiceId),
      i.InvoiceDate,
      money(i.InvoiceTotal),
      money(i.TotalAdjustments),
      money(i.TotalCredits),
      money(i.AmountDue),
      money(i.BalanceDue),
    ]);
  }
  if (doc.y > bottom - 60) doc.addPage();
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(10).text('Aging (days)', MARGIN, doc.y);
  const y = doc.y + 2;
  s.Aging.forEach((b, k) => {
    const x = MARGIN + k * 100;
    doc.font('Helvetica-Bold').fontSize(9).text(b.Label, x, y, { width: 96, lineBreak: false });
    doc.font('Helvetica').text(money(b.Amount), x, y + 12, { width: 96, lineBreak: false });
  });
  doc.y = y + 32;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Total balance due: ${money(s.BalanceDue)}`, MARGIN, doc.y);
}

/**
 * One PDF of these statements, each starting on a new page: the company, the account and its
 * billing address, the statement date, the open invoices with their amounts, the aging buckets and
 * the total balance. Dated by the statement date, so the same statements print the same bytes.
 */
export function statementPdf(statements: readonly Statement[], brand: StatementBranding): Promise<Buffer> {
  const date = statements[0]?.StatementDate ?? '2000-01-01';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: 'Statement', Author: brand.companyName, CreationDate: new Date(`${date}T00:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  statements.forEach((s, k) => {
    if (k > 0) doc.addPage();
    statementPages(doc, s, brand);
  });
  doc.end();
  return done;
}
