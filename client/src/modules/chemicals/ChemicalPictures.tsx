import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Messages } from '@canopy/shared';
import { confirm } from '../../ui/ConfirmDialog';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ImageThumbnails, type Thumbnail } from './ImageThumbnails';
import { ChemicalMessages } from './messages';
import { notifyUploadFailure } from '../../ui/uploadFailure';
import {
  chemicalKeys,
  chemicalPicturesQuery,
  deleteChemicalPicture,
  uploadChemicalPictures,
} from './queries';

export type ChemicalPicturesProps = { chemicalId: number; name: string; canEdit: boolean };

/** The chemical's label and product pictures: shown as thumbnails, added and removed at once. */
export function ChemicalPictures({ chemicalId, name, canEdit }: ChemicalPicturesProps) {
  const queryClient = useQueryClient();
  const pictures = useQuery(chemicalPicturesQuery(chemicalId));

  async function upload(files: File[]) {
    try {
      queryClient.setQueryData(
        chemicalKeys.pictures(chemicalId),
        await uploadChemicalPictures(chemicalId, files),
      );
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
      await deleteChemicalPicture(chemicalId, picture.Id);
    } catch (error) {
      notifyError(failureMessage(error, Messages.DeleteFailed));
      return;
    }
    notifySuccess(ChemicalMessages.PictureDeleted);
    await queryClient.invalidateQueries({ queryKey: chemicalKeys.pictures(chemicalId) });
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
