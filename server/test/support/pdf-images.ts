import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/** The images a PDF page draws, by their pixel size: what a reader of the printed page sees. */
export async function pageImages(
  pdf: Buffer,
  pageIndex: number,
): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(new Uint8Array(pdf));
  const page = doc.getPage(pageIndex);
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  const out: { width: number; height: number }[] = [];
  for (const [, ref] of xObjects.entries()) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    if (stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const size = (key: string) => stream.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
    out.push({ width: size('Width'), height: size('Height') });
  }
  return out;
}
