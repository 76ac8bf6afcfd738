import { expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { F } from '@canopy/shared';
import { PRINT_ATTACHMENTS } from '../src/modules/proposals/proposal-docs.service';
import { unreadableNote } from '../src/modules/proposal-format/proposal-attachments';
import { describeEngines, type Session } from './harness';
import { PHOTO, formatProposal } from './proposal-format.fixtures';
import { multipart, PDF as BROKEN_PDF, signInWith } from './support';

const API = '/api/v1/proposals';

/** A real PDF whose pages carry the given lines, one page each. */
async function pdfWith(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage([612, 792]).drawText(line, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

async function pagesOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const r = await parser.getText();
    return r.pages.map((p) => p.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}

describeEngines('printed proposal with print attachments', (ctx) => {
  const upload = (s: Session, files: { filename: string; content: Buffer }[]) => {
    const body = multipart(files);
    return ctx().app.inject({
      method: 'POST',
      url: `${API}/attachments`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
    });
  };

  it('ends with the active attachments in their order: PDF pages appended, images a page each, unreadable ones noted', async () => {
    const db = ctx().dbh.db;
    // The demo's attachments are set aside so the pages counted are this test's own.
    await db
      .updateTable('documents')
      .set({ status_id: 0 })
      .where('owner_type', '=', PRINT_ATTACHMENTS)
      .execute();
    const admin = await signInWith(ctx(), `attach-admin-${ctx().engine}`, { Settings: F }, 1);
    const p = await formatProposal(ctx());
    const print = async () => {
      const res = await ctx().call(p.s, 'POST', `${API}/emailProposal/${p.id}/false`, {});
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    };
    const before = (await pagesOf(await print())).length;

    const up = await upload(admin.session, [
      { filename: 'site.png', content: PHOTO },
      { filename: 'guarantee.pdf', content: await pdfWith(['Guarantee page one', 'Guarantee page two']) },
      { filename: 'retired.pdf', content: await pdfWith(['Retired leaflet']) },
      { filename: 'broken.pdf', content: BROKEN_PDF },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const [image, guarantee, retired, broken] = up.json<number[]>() as [number, number, number, number];
    const put = (url: string, body: unknown) =>
      ctx().call(admin.session, 'PUT', `${API}/attachments${url}`, body);
    expect((await put('', [guarantee, image, broken, retired])).statusCode).toBe(200);
    expect((await put(`/${retired}`, { Name: 'Retired leaflet', Active: false })).statusCode).toBe(200);
    expect((await put(`/${broken}`, { Name: 'Broken form', Active: true })).statusCode).toBe(200);

    const pdf = await print();
    const pages = await pagesOf(pdf);
    // The guarantee's two pages, then the photo on its own page; the retired leaflet is left out.
    expect(pages).toHaveLength(before + 3);
    expect(pages[before]).toContain('Guarantee page one');
    expect(pages[before + 1]).toContain('Guarantee page two');
    expect(pages[before + 2]).toContain(`Page ${before + 3} of ${before + 3}`);
    expect(pages[before + 2]).not.toContain('could not be read');
    expect(pages[before - 1]).toContain(unreadableNote('Broken form'));
    expect(pages.join(' ')).not.toContain('Retired leaflet');

    const again = await print();
    expect(Buffer.compare(again, pdf)).toBe(0);
  });
});
