import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** A photo for a report: its bytes as stored, and what it shows. */
export interface PdfImage {
  data: Buffer;
  caption?: string | null;
}

/** One part of a report under its heading: lines of text, labelled values, photos. */
export interface PdfSection {
  heading: string;
  /** Short lines under the heading (a finding, a note). */
  lines?: string[];
  /** Labelled values, one a line. */
  facts?: [label: string, value: string][];
  images?: PdfImage[];
}

export interface PdfReport {
  /** Who the report is from (the company), at the top of every report. */
  issuer: string;
  title: string;
  /** The report's subject: customer, location, work order … */
  facts: [label: string, value: string][];
  sections: PdfSection[];
  /** A closing note (an empty report says why). */
  closing?: string;
  /** Stamped as the creation date (else now), so a record prints the same bytes every time. */
  createdAt?: Date;
}

const MARGIN = 50;
const PHOTO_WIDTH = 240;
const PHOTO_HEIGHT = 180;

/**
 * Whether a PNG's image data inflates. The PDF writer decodes a PNG's pixels later, outside any
 * call we could guard, so a damaged PNG would take the process down instead of being left out.
 */
function pngDecodes(data: Buffer): boolean {
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 8 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > data.length) return false;
    if (type === 'IDAT') parts.push(data.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  try {
    return parts.length > 0 && inflateSync(Buffer.concat(parts)).length > 0;
  } catch {
    return false;
  }
}

/** PNG and JPEG are the kinds a PDF embeds; others (GIF, WebP) and damaged PNGs are left out. */
export function embeddable(data: Buffer): boolean {
  if (data.length > 8 && data.readUInt32BE(0) === 0x89504e47) return pngDecodes(data);
  return data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

/**
 * Lays a report out as a PDF: the issuer and title, the subject's facts, then each section with
 * its lines, facts and photos. A photo that cannot be embedded is left out rather than failing the
 * report: the customer still gets the findings.
 */
export function renderReport(report: PdfReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: report.title,
      Author: report.issuer,
      ...(report.createdAt ? { CreationDate: report.createdAt } : {}),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font('Helvetica-Bold').fontSize(16).text(report.issuer, { width });
  doc.font('Helvetica').fontSize(13).text(report.title, { width });
  doc.moveDown(0.5);
  writeFacts(doc, report.facts, width);

  for (const section of report.sections) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).text(section.heading, MARGIN, doc.y, { width });
    doc.font('Helvetica').fontSize(10);
    for (const line of section.lines ?? []) doc.text(line, MARGIN + 10, doc.y, { width: width - 10 });
    writeFacts(doc, section.facts ?? [], width);
    for (const image of section.images ?? []) writeImage(doc, image, width);
  }
  if (report.closing) {
    doc.moveDown(0.8);
    doc.font('Helvetica').fontSize(10).text(report.closing, MARGIN, doc.y, { width });
  }
  doc.end();
  return done;
}

function writeFacts(doc: PDFKit.PDFDocument, facts: [string, string][], width: number) {
  doc.fontSize(10);
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, MARGIN, doc.y, { continued: true, width });
    doc.font('Helvetica').text(value || '—');
  }
}

function writeImage(doc: PDFKit.PDFDocument, image: PdfImage, width: number) {
  if (!embeddable(image.data)) return;
  if (doc.y + PHOTO_HEIGHT + 30 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y + 6;
  try {
    doc.image(image.data, MARGIN + 10, top, { fit: [Math.min(PHOTO_WIDTH, width), PHOTO_HEIGHT] });
  } catch {
    // Bytes that claim to be PNG or JPEG but do not decode: left out like a missing photo.
    return;
  }
  doc.y = top + PHOTO_HEIGHT + 4;
  if (image.caption)
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text(image.caption, MARGIN + 10, doc.y, { width });
  doc.font('Helvetica').fontSize(10);
}
