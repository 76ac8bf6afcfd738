import { useQueryClient } from '@tanstack/react-query';
import type { MetaItemImage, MetaItemKind } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ImageThumbnails } from '../chemicals/ImageThumbnails';
import { notifyUploadFailure } from '../../ui/uploadFailure';
import { MetaItemMessages } from './messages';
import { deleteMetaItemImage, uploadMetaItemImages } from './mutations';

export type MetaItemImagesProps = {
  kind: MetaItemKind;
  itemId: number;
  name: string;
  images: MetaItemImage[];
  canEdit: boolean;
};

/** Pictures of the insect, disease … that help crews recognise it; each change answers the new record. */
export function MetaItemImages({ kind, itemId, name, images, canEdit }: MetaItemImagesProps) {
  const queryClient = useQueryClient();

  async function upload(files: File[]) {
    try {
      await uploadMetaItemImages(queryClient, kind, itemId, files);
      notifySuccess(MetaItemMessages.ImagesAdded);
    } catch (error) {
      notifyUploadFailure(error, MetaItemMessages.ImageUploadFailed);
    }
  }

  async function remove(image: MetaItemImage) {
    const ok = await confirm({
      title: 'Delete image',
      message: `Delete the image '${image.FileName}' of ${name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteMetaItemImage(queryClient, kind, itemId, image);
      notifySuccess(MetaItemMessages.ImageDeleted);
    } catch (error) {
      notifyError(failureMessage(error, MetaItemMessages.SaveFailed));
    }
  }

  return (
    <ImageThumbnails
      title="Images"
      images={images}
      onUpload={canEdit ? upload : undefined}
      onDelete={canEdit ? remove : undefined}
      emptyText="No images yet."
    />
  );
}
