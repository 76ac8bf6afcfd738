import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Messages } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ImageThumbnails, type Thumbnail } from './ImageThumbnails';
import { ChemicalMessages } from './messages';
import { notifyUploadFailure } from '../../ui/uploadFailure';
import { deleteChemicalPicture, uploadChemicalPictures } from './mutations';
import { chemicalPicturesQuery } from './queries';

export type ChemicalPicturesProps = { chemicalId: number; name: string; canEdit: boolean };

/** The chemical's label and product pictures: shown as thumbnails, added and removed at once. */
export function ChemicalPictures({ chemicalId, name, canEdit }: ChemicalPicturesProps) {
  const queryClient = useQueryClient();
  const pictures = useQuery(chemicalPicturesQuery(chemicalId));

  async function upload(files: File[]) {
    try {
      await uploadChemicalPictures(queryClient, chemicalId, files);
      notifySuccess(ChemicalMessages.PicturesAdded);
    } catch (error) {
      notifyUploadFailure(error, ChemicalMessages.PictureUploadFailed);
    }
  }

  async function remove(picture: Thumbnail) {
    const ok = await confirm({
      title: 'Delete picture',
      message: `Delete the picture '${picture.FileName}' of ${name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteChemicalPicture(queryClient, chemicalId, picture.Id);
    } catch (error) {
      notifyError(failureMessage(error, Messages.DeleteFailed));
      return;
    }
    notifySuccess(ChemicalMessages.PictureDeleted);
  }

  return (
    <ImageThumbnails
      title="Pictures"
      images={pictures.data}
      loading={pictures.isPending}
      error={pictures.error}
      onRetry={() => void pictures.refetch()}
      onUpload={canEdit ? upload : undefined}
      onDelete={canEdit ? remove : undefined}
      emptyText="No pictures yet."
    />
  );
}
