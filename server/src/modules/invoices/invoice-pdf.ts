import PDFDocument from 'pdfkit';
import type { FormattedInvoice } from '@canopy/shared';
import { embeddable } from '../../platform/pdf';

const MARGIN = 50;
const AMOUNT_WIDTH = 110;

export interface InvoicePdfInput {
  invoices: FormattedInvoice[];
  /** The company logo's bytes; drawn when a PDF can embed them (PNG, JPEG). */
  logo: Buffer | null;
  /** Stamped as the creation date, so the same invoices print the same bytes every time. */
  createdAt: Date;
}

/**
 * Lays invoices out as one PDF, each from a new page: the company (logo, name, address, branch
 * phone), the invoice number and date, bill-to, each work order's services and net, then tax,
 * the payments, credits and adjustments that count, and the amount due.
 */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const first = input.invoices[0];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: input.invoices.length === 1 && first ? `Invoice ${first.InvoiceNumber}` : 'Invoices',
      Author: first?.Company.Name ?? '',
      CreationDate: input.createdAt,
      ModDate: input.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const logo = input.logo && embeddable(input.logo) ? input.logo : null;
  for (const inv of input.invoices) {
    doc.addPage();
    writeInvoice(doc, inv, logo);
  }
  doc.end();
  return done;
}

function writeInvoice(doc: PDFKit.PDFDocument, inv: FormattedInvoice, logo: Buffer | null) {
  const width = doc.page.width - MARGIN * 2;
  const left = logo ? MARGIN + 64 : MARGIN;
  if (logo) {
    try {
      doc.image(logo, MARGIN, MARGIN, { fit: [56, 56] });
    } catch {
      // A logo that claims to be PNG or JPEG but does not decode: the name still heads the page.
    }
  }
  const c = inv.Company;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(c.Name, left, MARGIN, { width: width / 2 });
  doc.font('Helvetica').fontSize(9);
  for (const line of [c.Address, c.BranchName && `${c.BranchName} branch`, c.Phone].filter(Boolean))
    doc.text(line as string, left, doc.y, { width: width / 2 });
  const headBottom = Math.max(doc.y, logo ? MARGIN + 56 : 0);

  const right = MARGIN + width / 2;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('INVOICE', right, MARGIN, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice # ${inv.InvoiceNumber}`, right, doc.y, { width: width / 2, align: 'right' });
  doc.text(`Date: ${inv.InvoiceDate}`, right, doc.y, { width: width / 2, align: 'right' });

  doc.y = Math.max(headBottom, doc.y) + 20;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill To', MARGIN, doc.y);
  doc.font('Helvetica').text(inv.BillTo.Name, MARGIN, doc.y);
  for (const line of inv.BillTo.Lines) doc.text(line, MARGIN, doc.y);
  doc.moveDown(1);

  for (const line of inv.Lines) {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10).text(`Work order ${line.WorkOrderId}`, MARGIN, doc.y);
    doc.font('Helvetica').fontSize(9).text(line.ServiceAddress, MARGIN, doc.y, { width });
    for (const s of line.Services) row(doc, s.Description, s.Amount, width, 'Helvetica', 10);
    row(doc, 'Net', line.Net, width, 'Helvetica-Bold', 0);
    doc.moveDown(0.6);
  }

  if (doc.y > doc.page.height - MARGIN - 160) doc.addPage();
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .stroke();
  doc.moveDown(0.4);
  row(doc, 'Net', inv.Net, width, 'Helvetica', 0);
  row(doc, 'Tax', inv.Tax, width, 'Helvetica', 0);
  row(doc, 'Invoice amount', inv.InvoiceAmount, width, 'Helvetica-Bold', 0);
  for (const t of inv.Transactions) row(doc, `${t.Type} ${t.Date}`, t.Amount, width, 'Helvetica', 0);
  doc.moveDown(0.3);
  row(doc, 'Amount due', inv.AmountDue, width, 'Helvetica-Bold', 0, 12);
}

/** A label on the left and its amount right-aligned in the amount column. */
function row(
  doc: PDFKit.PDFDocument,
  label: string,
  amount: string,
  width: number,
  font: string,
  indent: number,
  size = 10,
) {
  const y = doc.y;
  const labelWidth = width - AMOUNT_WIDTH - indent - 10;
  doc
    .font(font)
    .fontSize(size)
    .text(label, MARGIN + indent, y, { width: labelWidth });
  const after = doc.y;
  doc.text(amount, MARGIN + width - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(after, doc.y);
}
