import PDFDocument from 'pdfkit';
import type { FormatLine, ProposalFormat } from '@canopy/shared';
import { embeddable, type PdfImage } from '../../platform/pdf';
import { GREEN, GREY, heading, MARGIN, money, needRoom, paragraph } from './proposal-pdf-kit';
import { pageNumbers, summaryPage } from './proposal-pdf-summary';

/**
 * Pages drawn after the proposal and before the page numbers: print attachment documents from the
 * proposal settings join the printed proposal through this. Each writer gets the document on a
 * fresh page and may add more.
 */
export type PdfPageWriter = (doc: PDFKit.PDFDocument) => void;

export interface PrintedProposal {
  format: ProposalFormat;
  /** Photos by `${line Kind}:${photo Id}`; a photo missing here is left out. */
  photos: ReadonlyMap<string, PdfImage>;
  /** The company's logo (PNG or JPEG); without one the company's initials are drawn. */
  logo?: Buffer | null;
  /** Stamped as the PDF's creation date: the same proposal prints the same bytes. */
  createdAt: Date;
  extraPages?: readonly PdfPageWriter[];
  /** Lines after the summary, such as an attachment that could not be read. */
  notes?: readonly string[];
}

export const photoKey = (kind: FormatLine['Kind'], id: number) => `${kind}:${id}`;

const PHOTO_W = 150;
const PHOTO_H = 112;

/**
 * The printed proposal: a cover page (logo, company and branch, customer and location, the rep and
 * their certifications, the cover letter), then per service group its definition page and its
 * recommendations (groups, options, lines with prices as the show-pricing flags allow, photos), a
 * summary with discount, tax and total, the branch's terms, and page numbers from page 2 (spec §9).
 */
export function renderProposalPdf(p: PrintedProposal): Promise<Buffer> {
  const f = p.format;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Proposal ${f.ProposalNumber}`,
      Author: f.Company,
      Subject: f.Customer.Account,
      CreationDate: p.createdAt,
      ModDate: p.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  coverPage(doc, p, width);
  for (const sg of f.ServiceGroups) {
    doc.addPage();
    heading(doc, `${sg.Name}: Definition`, width);
    paragraph(doc, sg.Definition || `${sg.Name} as described in the recommendations that follow.`, width);
    doc.addPage();
    heading(doc, `${sg.Name}: Recommendations`, width);
    if (sg.Recommendation) paragraph(doc, sg.Recommendation, width);
    for (const g of f.Groups.filter((x) => x.ServiceGroupId === sg.ServiceGroupId)) group(doc, p, g, width);
  }
  summaryPage(doc, f, width);
  for (const note of p.notes ?? []) {
    needRoom(doc, 30);
    doc.moveDown(0.4);
    doc.font('Helvetica-Oblique').fontSize(9.5).fillColor(GREY).text(note, MARGIN, doc.y, { width });
    doc.fillColor('black');
  }
  for (const write of p.extraPages ?? []) {
    doc.addPage();
    write(doc);
  }
  pageNumbers(doc, f);
  doc.end();
  return done;
}

function logo(doc: PDFKit.PDFDocument, p: PrintedProposal) {
  if (p.logo && embeddable(p.logo)) {
    try {
      doc.image(p.logo, MARGIN, MARGIN, { fit: [90, 60] });
      return;
    } catch {
      // A logo that does not decode: the drawn mark stands in.
    }
  }
  const initials = p.format.Company.split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  doc.circle(MARGIN + 28, MARGIN + 28, 28).fill(GREEN);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('white')
    .text(initials, MARGIN, MARGIN + 18, { width: 56, align: 'center' });
  doc.fillColor('black');
}

function coverPage(doc: PDFKit.PDFDocument, p: PrintedProposal, width: number) {
  const f = p.format;
  logo(doc, p);
  const right = MARGIN + 110;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(f.Company, right, MARGIN + 4, { width: width - 110 });
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(GREY)
    .text(`${f.Branch.Name} branch`, right, doc.y, { width: width - 110 });
  const reach = [
    f.Branch.Phone ? `Phone ${f.Branch.Phone}` : '',
    f.Branch.Fax ? `Fax ${f.Branch.Fax}` : '',
  ].filter(Boolean);
  if (reach.length) doc.fontSize(9.5).text(reach.join('   '), right, doc.y, { width: width - 110 });
  doc.fillColor('black');
  doc.y = MARGIN + 80;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(GREEN).text('Proposal', MARGIN, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('black')
    .text(`Proposal No. ${f.ProposalNumber}   ·   ${f.Date}`, { width });
  doc.moveDown(1);

  const top = doc.y;
  const half = width / 2 - 10;
  const c = f.Customer;
  block(
    doc,
    'Prepared for',
    [c.Account, c.Location, c.Address, `${c.City}, ${c.State} ${c.Zip}`],
    MARGIN,
    top,
    half,
  );
  const leftEnd = doc.y;
  block(
    doc,
    'Prepared by',
    [f.SalesRep.Name, f.SalesRep.Email, ...f.SalesRep.Certifications],
    MARGIN + half + 20,
    top,
    half,
  );
  doc.y = Math.max(leftEnd, doc.y) + 16;
  doc.font('Helvetica-Bold').fontSize(12).text('Cover letter', MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  paragraph(doc, f.CoverLetter, width);
}

function block(
  doc: PDFKit.PDFDocument,
  title: string,
  lines: (string | null)[],
  x: number,
  y: number,
  width: number,
) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(GREY).text(title.toUpperCase(), x, y, { width });
  doc.fillColor('black').font('Helvetica').fontSize(10.5);
  for (const line of lines) if (line) doc.text(line, x, doc.y, { width });
}

function group(
  doc: PDFKit.PDFDocument,
  p: PrintedProposal,
  g: ProposalFormat['Groups'][number],
  width: number,
) {
  needRoom(doc, 60);
  doc.moveDown(0.4);
  const total = g.Total === null ? '' : money(g.Total);
  const y = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(12.5)
    .text(g.Name, MARGIN, y, { width: width - 100 });
  const after = doc.y;
  if (total) doc.text(total, MARGIN + width - 100, y, { width: 100, align: 'right' });
  doc.y = after;
  if (g.MultiOption)
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(GREY)
      .text('Choose one option of each choice below.', MARGIN, doc.y, { width });
  doc.fillColor('black');
  for (const og of g.OptionGroups)
    for (const o of og.Options) {
      if (o.Label) {
        needRoom(doc, 40);
        doc.moveDown(0.3);
        const oy = doc.y;
        doc
          .font('Helvetica-Bold')
          .fontSize(11)
          .fillColor(GREEN)
          .text(o.Label, MARGIN + 8, oy, { width: width - 110 });
        const oAfter = doc.y;
        if (o.Total !== null)
          doc.text(money(o.Total), MARGIN + width - 100, oy, { width: 100, align: 'right' });
        doc.fillColor('black');
        doc.y = oAfter;
      }
      for (const line of o.Lines) lineItem(doc, p, line, width);
    }
}

function lineItem(doc: PDFKit.PDFDocument, p: PrintedProposal, line: FormatLine, width: number) {
  needRoom(doc, 40);
  const x = MARGIN + 16;
  const w = width - 16 - 100;
  const y = doc.y + 3;
  const qty = line.Quantity !== 1 ? ` × ${line.Quantity}` : '';
  doc.font('Helvetica-Bold').fontSize(10.5).text(`${line.Name}${qty}`, x, y, { width: w });
  const after = doc.y;
  if (line.Price !== null)
    doc.font('Helvetica').text(money(line.Price), MARGIN + width - 100, y, { width: 100, align: 'right' });
  doc.y = after;
  doc.font('Helvetica').fontSize(9.5);
  if (line.Description) doc.text(line.Description, x, doc.y, { width: w });
  if (line.Items.length) doc.fillColor(GREY).text(`For: ${line.Items.join('; ')}`, x, doc.y, { width: w });
  if (line.Visits.length)
    doc.fillColor(GREY).text(`Visits: ${line.Visits.join(', ')}`, x, doc.y, { width: w });
  doc.fillColor('black');
  const images = line.Photos.map((ph) => ({ ph, img: p.photos.get(photoKey(line.Kind, ph.Id)) })).filter(
    (x): x is { ph: (typeof line.Photos)[number]; img: PdfImage } => !!x.img && embeddable(x.img.data),
  );
  let col = 0;
  for (const { ph, img } of images) {
    if (col === 0) needRoom(doc, PHOTO_H + 30);
    const px = x + col * (PHOTO_W + 12);
    const py = doc.y + 4;
    try {
      doc.image(img.data, px, py, { fit: [PHOTO_W, PHOTO_H] });
    } catch {
      continue;
    }
    if (ph.Caption)
      doc
        .font('Helvetica-Oblique')
        .fontSize(8.5)
        .text(ph.Caption, px, py + PHOTO_H + 2, { width: PHOTO_W, height: 22, ellipsis: true });
    col = (col + 1) % 3;
    doc.y = col === 0 ? py + PHOTO_H + 26 : py - 4;
  }
  if (col !== 0) doc.y += PHOTO_H + 30;
  doc.font('Helvetica').fontSize(10.5);
  doc.moveDown(0.3);
}
