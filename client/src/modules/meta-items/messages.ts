import { Messages, type MetaItemKind } from '@canopy/shared';

/**
 * Failures and the archive words are the spec's general ones (accounts-finance-people.md §8); it
 * names no success for adding a meta item or for images, so those lines are ours.
 */
export const MetaItemMessages = {
  added: (k: MetaItemKind) => `${k.Name} Added Successfully`,
  Saved: Messages.UpdatedSuccessfully,
  AddFailed: 'Adding item Failed',
  SaveFailed: 'Updating item Failed',
  ArchiveFailed: 'Failed to archive',
  ImageUploadFailed: 'Image Upload Failed',
  ImagesAdded: 'Images Added Successfully',
  ImageDeleted: 'Image Deleted Successfully',
} as const;
