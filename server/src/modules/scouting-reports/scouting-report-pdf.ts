import { ReportOptions, WorkOrderImageTypes, type ScoutingEntry } from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import { loadPhotos, renderReport, type PdfSection } from '../../platform/pdf';
import { workOrderImagesRepo } from '../work-order-images/work-order-images.repo';
import { entryFindings, entryHeading, NOTHING_FOUND } from './scouting-report-mail';

export interface ScoutingReportDoc {
  companyName: string;
  workOrderId: number;
  customer: string;
  address: string;
  notes: string | null;
  entries: ScoutingEntry[];
}

/** The attachment's name, per version (ReportOptions ScoutingReport 1, ScoutingReportShortVersion 2). */
export const scoutingPdfName = (workOrderId: number, option: number) =>
  option === ReportOptions.ScoutingReportShortVersion
    ? `scouting-report-short-${workOrderId}.pdf`
    : `scouting-report-${workOrderId}.pdf`;

/**
 * The scouting report as a PDF. The full version (ReportOptions.ScoutingReport) gives scientific
 * names, the notes and the report's photos (each under the entry it was taken for, the rest at the
 * end); the short version gives what was found on which item.
 */
export async function scoutingReportPdf(
  db: Db,
  files: Pick<FilesService, 'read'>,
  r: ScoutingReportDoc,
  option: number,
): Promise<Buffer> {
  const short = option === ReportOptions.ScoutingReportShortVersion;
  const photos = short
    ? []
    : await workOrderImagesRepo(db).list(r.workOrderId, { imageTypeId: WorkOrderImageTypes.ScoutingReport });
  const photosOf = (keyId: number | null) =>
    loadPhotos(
      files,
      photos.filter((p) => p.key_id === keyId).map((p) => ({ fileId: p.file_id, caption: p.caption })),
    );

  const sections: PdfSection[] = [];
  for (const e of r.entries) {
    const found = entryFindings(e, short);
    sections.push({
      heading: entryHeading(e, short),
      lines: [
        ...(found.length ? found : [NOTHING_FOUND]),
        ...(!short && e.Notes ? [`Notes: ${e.Notes}`] : []),
      ],
      images: short ? [] : await photosOf(e.Id),
    });
  }
  const entryIds = new Set(r.entries.map((e) => e.Id));
  const loose = photos.filter((p) => p.key_id === null || !entryIds.has(p.key_id));
  if (loose.length)
    sections.push({
      heading: 'Photos',
      images: await loadPhotos(
        files,
        loose.map((p) => ({ fileId: p.file_id, caption: p.caption })),
      ),
    });
  if (!short && r.notes) sections.push({ heading: 'Notes', lines: [r.notes] });

  return renderReport({
    issuer: r.companyName,
    title: short ? 'Scouting Report (Short Version)' : 'Scouting Report',
    facts: [
      ['Customer', r.customer],
      ['Location', r.address],
      ['Work Order', String(r.workOrderId)],
    ],
    sections,
  });
}
