import { formatCurrency } from '@canopy/shared';

// What the printed proposal's pages share: margins, colours, money and the text helpers.

export const MARGIN = 54;
const FOOTER = 30;
export const GREEN = '#2f6b3a';
export const GREY = '#555555';
export const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));

export function heading(doc: PDFKit.PDFDocument, text: string, width: number) {
  doc.font('Helvetica-Bold').fontSize(15).fillColor(GREEN).text(text, MARGIN, doc.y, { width });
  doc.fillColor('black').moveDown(0.5);
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, width: number) {
  doc.font('Helvetica').fontSize(10.5).fillColor('black').text(text, MARGIN, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.6);
}

export function needRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - MARGIN - FOOTER) doc.addPage();
}
