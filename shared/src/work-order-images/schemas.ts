import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { Bounds } from '../platform/bounds';

/**
 * A work order image (work-orders.md §3). Url and ThumbnailUrl are signed links an <img> can open
 * without a token; they expire after an hour, so lists are read again rather than cached for long.
 */
export const WorkOrderImage = Type.Object({
  Id: Type.Integer(),
  WorkOrderId: Type.Integer(),
  ImageTypeId: Type.Integer(),
  ImageType: Type.String(),
  KeyId: Nullable(Type.Integer()),
  Caption: Nullable(Type.String()),
  FileName: Type.String(),
  ContentType: Type.String(),
  Size: Type.Integer(),
  Url: Type.String(),
  ThumbnailUrl: Type.String(),
  CreatedBy: Nullable(Type.String()),
  CreatedDate: Type.String(),
  Version: Type.Integer(),
});
export type WorkOrderImage = Static<typeof WorkOrderImage>;

/** The answer to an upload: the images stored, and warnings such as a caption cut to 200 characters. */
export const WorkOrderImagesAdded = Type.Object({
  Images: Type.Array(WorkOrderImage),
  Warnings: Type.Array(Type.String()),
});
export type WorkOrderImagesAdded = Static<typeof WorkOrderImagesAdded>;

/** PUT workOrders/{id}/images/save. Captions longer than 200 characters are cut, with a warning. */
export const SaveWorkOrderImage = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  ImageTypeId: Type.Integer({ minimum: 1, maximum: 4 }),
  KeyId: Type.Optional(Nullable(Bounds.Id())),
  Caption: Type.Optional(Nullable(Type.String({ maxLength: 10000 }))),
});
export type SaveWorkOrderImage = Static<typeof SaveWorkOrderImage>;

export const WorkOrderImageSaved = Type.Object({
  Image: WorkOrderImage,
  Warnings: Type.Array(Type.String()),
});
export type WorkOrderImageSaved = Static<typeof WorkOrderImageSaved>;

/** DELETE workOrders/{id}/images/remove?ImageId= — the spec does not show how the id travels. */
export const RemoveWorkOrderImageQuery = Type.Object({ ImageId: Bounds.Id() });
export type RemoveWorkOrderImageQuery = Static<typeof RemoveWorkOrderImageQuery>;

/** GET workOrders/{id}/images: optionally only one type, or one record of that type. */
export const WorkOrderImagesQuery = Type.Object({
  ImageTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  KeyId: Type.Optional(Bounds.Id()),
});
export type WorkOrderImagesQuery = Static<typeof WorkOrderImagesQuery>;
