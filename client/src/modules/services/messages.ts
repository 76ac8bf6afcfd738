import { Messages } from '@canopy/shared';

/**
 * The service screens' messages. The service save messages are the spec's work-order service
 * catalogue (work-orders.md §8 'Services'); the rest are the catalogue messages of
 * scheduling-proposals-catalogues.md §8.
 */
export const ServiceMessages = {
  AddFailed: 'Adding Service Failed',
  UpdateFailed: 'Updating Service Failed',
  AddInvalid: 'Failed to add service. Please check errors.',
  EditInvalid: Messages.SaveRequiredFields,
  Added: 'Added Successfully',
  Updated: 'Service Updated Successfully',
  InUse: Messages.ServiceInUse,
  Deleted: Messages.DeletedSuccessfully,
  NegativeDollars: Messages.NegativeDollarAmounts,
  PricesUpdated: Messages.PricesUpdated,
  RecurrenceFailed: Messages.MaxRecurrenceUpdateFailed,
} as const;
