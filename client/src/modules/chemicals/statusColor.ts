import { CatalogueStatuses } from '@canopy/shared';

/** Badge colour of a catalogue status: Active green, Pending yellow, Inactive grey. */
export const statusColor = (statusId: number) =>
  statusId === CatalogueStatuses.Active
    ? 'green'
    : statusId === CatalogueStatuses.Pending
      ? 'yellow'
      : 'gray';
