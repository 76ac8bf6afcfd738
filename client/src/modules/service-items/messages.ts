import { Messages } from '@canopy/shared';

/**
 * What the inventory screens say. Saves, updates and deletes use the catalogue's words
 * (scheduling-proposals-catalogues.md §8: 'Added Successfully', 'Updated Successfully', 'Save Failed',
 * 'Delete Failed'); the field rules that the spec leaves open are ours, in the server's words.
 */
export const ServiceItemMessages = {
  Added: 'Added Successfully',
  Updated: Messages.UpdatedSuccessfully,
  SaveFailed: Messages.SaveFailed,
  Deleted: Messages.DeletedSuccessfully,
  DeleteFailed: Messages.DeleteFailed,
  KindRequired: Messages.ServiceItemKindRequired,
  OtherKindRequired: 'Please choose a kind of plant recorded for this location, or add one.',
  OtherNameRequired: 'Please enter the name of the plant.',
  OtherTypeAddFailed: 'The kind of plant could not be added.',
  LatitudeRange: 'Latitude must be between -90 and 90.',
  LongitudeRange: 'Longitude must be between -180 and 180.',
  BothOrNeither: 'Please enter both latitude and longitude, or neither.',
  PositionUnavailable: 'Your position could not be read.',
  PositionDenied: 'Your position could not be read: the browser was not allowed to share it.',
} as const;
