import { WorkOrderImageTypes, type WorkOrderService } from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import { loadPhotos, renderReport, type PdfSection } from '../../platform/pdf';
import { serviceWeatherRepo } from '../weather-conditions/weather-conditions.repo';
import { workOrderImagesRepo } from '../work-order-images/work-order-images.repo';

export interface ServiceReportDoc {
  companyName: string;
  workOrderId: number;
  customer: string;
  address: string;
  services: WorkOrderService[];
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * The service report as a PDF: per service what was done (the filled description), on which
 * items, whether and when it was completed, the weather met and the crew's notes, with the photos
 * filed under it; photos of the work order's services filed under none come last.
 */
export async function serviceReportPdf(
  db: Db,
  files: Pick<FilesService, 'read'>,
  r: ServiceReportDoc,
): Promise<Buffer> {
  const photos = await workOrderImagesRepo(db).list(r.workOrderId, {
    imageTypeId: WorkOrderImageTypes.Services,
  });
  const weather = serviceWeatherRepo(db);
  const photosOf = (rows: typeof photos) =>
    loadPhotos(
      files,
      rows.map((p) => ({ fileId: p.file_id, caption: p.caption })),
    );

  const sections: PdfSection[] = [];
  for (const s of r.services) {
    const conditions = await weather.ofService(s.Id);
    const items = s.WorkOrderServiceItems.map((i) => [i.Name, i.SizeName].filter(Boolean).join(', '));
    sections.push({
      heading: s.ServiceName,
      lines: s.DescriptionText ? [s.DescriptionText] : [],
      facts: [
        ...(items.length ? ([['Items', items.join('; ')]] as [string, string][]) : []),
        ['Completed', s.Completed && s.DateCompleted ? day(s.DateCompleted) : 'Not yet'],
        ...(conditions.length
          ? ([['Weather', conditions.map((c) => c.name).join(', ')]] as [string, string][])
          : []),
        ...(s.Notes ? ([['Notes', s.Notes]] as [string, string][]) : []),
      ],
      images: await photosOf(photos.filter((p) => p.key_id === s.Id)),
    });
  }
  const serviceIds = new Set(r.services.map((s) => s.Id));
  const loose = photos.filter((p) => p.key_id === null || !serviceIds.has(p.key_id));
  if (loose.length) sections.push({ heading: 'Photos', images: await photosOf(loose) });

  return renderReport({
    issuer: r.companyName,
    title: 'Service Report',
    facts: [
      ['Customer', r.customer],
      ['Location', r.address],
      ['Work Order', String(r.workOrderId)],
    ],
    sections,
  });
}
