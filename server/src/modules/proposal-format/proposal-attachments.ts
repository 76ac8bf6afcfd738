import { PDFDocument } from 'pdf-lib';
import type { FilesService } from '../../platform/files/files';
import { embeddable } from '../../platform/pdf';
import type { PrintAttachmentRef } from '../proposals/proposal-docs.service';
import { MARGIN } from './proposal-pdf-kit';
import type { PdfPageWriter } from './proposal-format.pdf';

/** A print attachment document ready to join the printed proposal. */
export type PrintAttachment =
  | { kind: 'image'; name: string; data: Buffer }
  | { kind: 'pdf'; name: string; source: PDFDocument }
  | { kind: 'unreadable'; name: string };

const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

async function readOne(files: FilesService, ref: PrintAttachmentRef): Promise<PrintAttachment> {
  const file = await files.read(ref.FileId);
  if (!file) return { kind: 'unreadable', name: ref.Name };
  if (embeddable(file.data)) return { kind: 'image', name: ref.Name, data: file.data };
  if (!isPdf(file.data)) return { kind: 'unreadable', name: ref.Name };
  try {
    // Metadata left as stored: loading must not stamp the clock into anything later saved.
    const source = await PDFDocument.load(file.data, { updateMetadata: false });
    if (source.getPageCount() === 0) return { kind: 'unreadable', name: ref.Name };
    return { kind: 'pdf', name: ref.Name, source };
  } catch {
    return { kind: 'unreadable', name: ref.Name };
  }
}

/** Reads and parses the attachments side by side; one that fails is marked, never thrown. */
export const readPrintAttachments = (files: FilesService, refs: readonly PrintAttachmentRef[]) =>
  Promise.all(refs.map((r) => readOne(files, r)));

export const unreadableNote = (name: string) => `Attachment "${name}" could not be read and is left out.`;

export interface AttachmentPages {
  /** Pdfkit writers, one per readable attachment, in the attachments' order. */
  writers: PdfPageWriter[];
  /** Note lines for the attachments that could not be read. */
  notes: string[];
  /** Swaps the reserved pages for the attached PDFs' pages; called with the pdfkit output. */
  merge(rendered: Buffer): Promise<Buffer>;
}

/**
 * Images are drawn by pdfkit, each fitted to its own page. Pdfkit cannot import pages, so each PDF
 * attachment reserves as many blank pages as it has, in its place; pdf-lib then puts the
 * attachment's pages in those places. Reserving keeps the order and the "Page N of M" totals true.
 */
export function attachmentPages(attachments: readonly PrintAttachment[]): AttachmentPages {
  const writers: PdfPageWriter[] = [];
  const notes: string[] = [];
  const reserved: { at: number; source: PDFDocument }[] = [];
  for (const a of attachments) {
    if (a.kind === 'unreadable') notes.push(unreadableNote(a.name));
    else if (a.kind === 'image') writers.push((doc) => drawImage(doc, a.name, a.data));
    else
      writers.push((doc) => {
        reserved.push({
          at: doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1,
          source: a.source,
        });
        for (let i = 1; i < a.source.getPageCount(); i++) doc.addPage();
      });
  }

  async function merge(rendered: Buffer): Promise<Buffer> {
    if (!reserved.length) return rendered;
    const out = await PDFDocument.load(rendered, { updateMetadata: false });
    for (const { at, source } of reserved) {
      const pages = await out.copyPages(source, source.getPageIndices());
      pages.forEach((page, i) => {
        out.removePage(at + i);
        out.insertPage(at + i, page);
      });
    }
    // No object streams and no added metadata: the same proposal and attachments give the same bytes.
    return Buffer.from(await out.save({ useObjectStreams: false, updateFieldAppearances: false }));
  }

  return { writers, notes, merge };
}

function drawImage(doc: PDFKit.PDFDocument, name: string, data: Buffer) {
  const width = doc.page.width - MARGIN * 2;
  // The foot of the page is left for the page number.
  const height = doc.page.height - MARGIN * 2 - 12;
  try {
    doc.image(data, MARGIN, MARGIN, { fit: [width, height], align: 'center', valign: 'center' });
  } catch {
    doc.font('Helvetica').fontSize(10.5).text(unreadableNote(name), MARGIN, MARGIN, { width });
  }
}
