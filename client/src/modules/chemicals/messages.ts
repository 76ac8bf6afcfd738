import { Messages } from '@canopy/shared';

/**
 * What the chemical screens say. Creating uses the catalogue's own words
 * (scheduling-proposals-catalogues.md §8); the catalogue names no chemical-specific update words, so
 * updates use the chemical wording of work-orders.md §8. Pictures and the settings lists have no
 * spec wording of their own; those lines are ours.
 */
export const ChemicalMessages = {
  Created: Messages.ChemicalCreated,
  CreateFailed: Messages.ChemicalCreateFailed,
  Updated: 'Chemical Updated Successfully',
  UpdateFailed: 'Updating Chemical Failed',
  NameExists: Messages.ChemicalNameExists,
  /** Left on the Name field when the user goes back to the form from the duplicate-name question. */
  NameInUse: 'Another chemical already has this name.',
  Deleted: Messages.DeletedSuccessfully,
  DeleteFailed: Messages.DeleteFailed,
  PictureUploadFailed: 'Picture Upload Failed',
  PicturesAdded: 'Pictures Added Successfully',
  PictureDeleted: 'Picture Deleted Successfully',
} as const;
