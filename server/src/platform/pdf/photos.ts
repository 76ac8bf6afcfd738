import type { FilesService } from '../files/files';
import type { PdfImage } from './report';

/**
 * The stored photos a report shows, in order. A photo whose file is gone is left out: a report
 * with one photo fewer is better than no report.
 */
export async function loadPhotos(
  files: Pick<FilesService, 'read'>,
  photos: readonly { fileId: number; caption: string | null }[],
): Promise<PdfImage[]> {
  const loaded: PdfImage[] = [];
  for (const p of photos) {
    const file = await files.read(p.fileId);
    if (file && file.contentType.startsWith('image/')) loaded.push({ data: file.data, caption: p.caption });
  }
  return loaded;
}
