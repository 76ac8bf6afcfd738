import {
  fitCaption,
  WorkOrderImageTypeList,
  type SaveWorkOrderImage,
  type WorkOrderImage,
} from '@canopy/shared';
import type { LocalRecord } from '@canopy/sync/store';

/**
 * A photo as the device holds it. Taken here it also carries the hash of its bytes (shown from the
 * device until uploaded) and, when filed under a scouting entry not yet saved, that entry's key.
 */
export type DeviceImage = WorkOrderImage & { BlobHash?: string | null; KeyRef?: string | null };

export type ImageRow = DeviceImage & { key: string; pending: boolean; review: boolean };

export const toImageRow = (r: LocalRecord<DeviceImage>): ImageRow => ({
  ...r.Data,
  Id: r.Id ?? 0,
  key: r.Key,
  pending: r.Pending > 0,
  review: r.NeedsReview,
});

// The server's order: as added, then by id; photos taken here come last, as the newest.
export const byImageOrder = (a: ImageRow, b: ImageRow) =>
  a.CreatedDate.localeCompare(b.CreatedDate) || (a.Id || Infinity) - (b.Id || Infinity);

/** What an image is filed under: a record's server id, or the key of one not yet on the server. */
export type ImageKey = { KeyId: number | null; KeyRef: string | null };

/** The upload form's fields for a photo taken on the device (the server takes its bytes by hash). */
export interface NewDeviceImage {
  WorkOrderId: number;
  ImageTypeId: number;
  KeyId: number | null;
  Caption: string | null;
  FileName: string;
  BlobHash: string;
  ContentType: string;
}

/** The photo is re-encoded as JPEG on the device; its name says so, as the server will store it. */
export function photoFileName(name: string, contentType: string): string {
  if (contentType !== 'image/jpeg' || /\.jpe?g$/i.test(name)) return name;
  const stem = name.replace(/\.[^./]*$/, '') || 'photo';
  return `${stem}.jpg`;
}

const typeName = (id: number) => WorkOrderImageTypeList.find((t) => t.Id === id)?.Name ?? '';

/** The image as the screens show it until the server answers, with what the server would fill in. */
export function imageView(
  body: NewDeviceImage,
  key: ImageKey,
  extra: { size: number; createdBy: string | null; now?: string },
): DeviceImage {
  return {
    Id: 0,
    WorkOrderId: body.WorkOrderId,
    ImageTypeId: body.ImageTypeId,
    ImageType: typeName(body.ImageTypeId),
    KeyId: key.KeyId,
    KeyRef: key.KeyRef,
    Caption: fitCaption(body.Caption).caption,
    FileName: body.FileName,
    ContentType: body.ContentType,
    Size: extra.size,
    Url: '',
    ThumbnailUrl: '',
    CreatedBy: extra.createdBy,
    CreatedDate: extra.now ?? new Date().toISOString(),
    Version: 0,
    BlobHash: body.BlobHash,
  };
}

export type ImageEdit = { ImageTypeId: number; key: ImageKey; Caption: string | null };

/**
 * An edit of caption, type or record. The server has the image: the save body without Id and
 * Version. Not yet: the queued upload is replaced whole, so it carries every upload field.
 */
export function imageEdit(image: ImageRow, edit: ImageEdit) {
  const caption = fitCaption(edit.Caption).caption;
  const view: DeviceImage = {
    ...image,
    ImageTypeId: edit.ImageTypeId,
    ImageType: typeName(edit.ImageTypeId),
    KeyId: edit.key.KeyId,
    KeyRef: edit.key.KeyRef,
    Caption: caption,
  };
  const refs = edit.key.KeyRef ? { KeyId: edit.key.KeyRef } : undefined;
  const save: Omit<SaveWorkOrderImage, 'Id' | 'Version'> = {
    ImageTypeId: edit.ImageTypeId,
    KeyId: edit.key.KeyId,
    Caption: caption,
  };
  if (image.Id > 0 || !image.BlobHash) return { view: stripRow(view), body: save, refs };
  const upload: NewDeviceImage = {
    WorkOrderId: image.WorkOrderId,
    ImageTypeId: edit.ImageTypeId,
    KeyId: edit.key.KeyId,
    Caption: caption,
    FileName: image.FileName,
    BlobHash: image.BlobHash,
    ContentType: image.ContentType,
  };
  return { view: stripRow(view), body: upload, refs };
}

function stripRow(row: DeviceImage & Partial<Pick<ImageRow, 'key' | 'pending' | 'review'>>): DeviceImage {
  const { key: _k, pending: _p, review: _r, ...image } = row;
  return image;
}
