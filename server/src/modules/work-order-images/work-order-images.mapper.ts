import { WorkOrderImageTypeList, type WorkOrderImage } from '@canopy/shared';
import { iso } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import type { ImageRow } from './work-order-images.repo';

export function toWorkOrderImage(r: ImageRow, files: FilesService): WorkOrderImage {
  return {
    Id: r.id,
    WorkOrderId: r.work_order_id,
    ImageTypeId: r.image_type_id,
    ImageType: WorkOrderImageTypeList.find((t) => t.Id === r.image_type_id)?.Name ?? '',
    KeyId: r.key_id,
    Caption: r.caption,
    FileName: r.original_name,
    ContentType: r.content_type,
    Size: r.size_bytes,
    Url: files.signedUrl(r.file_id)!,
    ThumbnailUrl: files.signedUrl(r.thumbnail_file_id ?? r.file_id)!,
    CreatedBy: r.first_name != null ? `${r.first_name} ${r.last_name}` : null,
    CreatedDate: iso(r.created_at)!,
    Version: r.version,
  };
}
