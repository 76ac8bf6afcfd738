import type { ProposalFormat } from '@canopy/shared';
import { GREY, heading, MARGIN, money, needRoom } from './proposal-pdf-kit';

/** The summary: each group, subtotal, promotions, discount, tax and total, the terms and a signature line. */
export function summaryPage(doc: PDFKit.PDFDocument, f: ProposalFormat, width: number) {
  doc.addPage();
  heading(doc, 'Summary', width);
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10.5);
    doc.text(label, MARGIN, y, { width: width - 120 });
    const after = doc.y;
    doc.text(value, MARGIN + width - 120, y, { width: 120, align: 'right' });
    doc.y = after + 2;
  };
  for (const g of f.Groups) row(g.Name, g.Total === null ? 'Included' : money(g.Total));
  doc.moveDown(0.4);
  row('Subtotal', money(f.Subtotal));
  for (const pr of f.Promotions) row(`Promotion: ${pr.Name} (${pr.DiscountPercentage}%)`, '');
  if (f.Discount) row('Discount', `-${money(f.Discount)}`);
  row(`Tax (${f.TaxRate}%)`, money(f.Tax));
  row('Total', money(f.Total), true);
  if (f.Groups.some((g) => g.MultiOption))
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(GREY)
      .text('Where a choice offers several options, the totals count its first option.', MARGIN, doc.y + 4, {
        width,
      });
  doc.fillColor('black').moveDown(1.2);
  if (f.Branch.TermsAndConditions) {
    needRoom(doc, 60);
    doc.font('Helvetica-Bold').fontSize(12).text('Terms and conditions', MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(9).text(f.Branch.TermsAndConditions, MARGIN, doc.y, { width, lineGap: 1 });
  }
  needRoom(doc, 80);
  doc.moveDown(2);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 220, y)
    .stroke();
  doc
    .moveTo(MARGIN + width - 160, y)
    .lineTo(MARGIN + width, y)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Customer signature', MARGIN, y + 4, { width: 220 });
  doc.text('Date', MARGIN + width - 160, y + 4, { width: 160 });
}

/** "Page N of M" at the foot of every page but the cover (spec §9: numbered from 2). */
export function pageNumbers(doc: PDFKit.PDFDocument, f: ProposalFormat) {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(
        `Proposal ${f.ProposalNumber}  ·  ${f.Customer.Account}  ·  Page ${i + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN + 10,
        { width: doc.page.width - MARGIN * 2, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}
