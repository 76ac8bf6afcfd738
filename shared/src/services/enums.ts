import type { IdName } from '../branches/schemas';

/** How a service is priced (spec PricingOptions). */
export const PricingOptions = { UnitOfMeasure: 1, Table: 2 } as const;
/**
 * Statuses of services and chemicals. The spec names only 3 (inactive) and the defaults 1 and 2 of a
 * new chemical; we read 1 as Active and 2 as Pending (a chemical added from the service screens waits
 * for the chemical administrator).
 */
export const CatalogueStatuses = { Active: 1, Pending: 2, Inactive: 3 } as const;
/** Keys of the company settings (GET settings/{id}). */
export const SettingKeys = { RecurrenceMax: 1, MinimumDownPayment: 2 } as const;

export const CatalogueStatusList: IdName[] = [
  { Id: 1, Name: 'Active' },
  { Id: 2, Name: 'Pending' },
  { Id: 3, Name: 'Inactive' },
];
export const ServiceTypeList: IdName[] = [
  { Id: 1, Name: 'Single' },
  { Id: 2, Name: 'Multi' },
];
export const PricingOptionList: IdName[] = [
  { Id: 1, Name: 'Unit of Measure' },
  { Id: 2, Name: 'Table' },
];
export const ServiceClassificationList: IdName[] = [
  { Id: 1, Name: 'Spray' },
  { Id: 2, Name: 'Fertilization' },
  { Id: 3, Name: 'Lawn' },
  { Id: 4, Name: 'Tree' },
];
export const ReportOptionList: IdName[] = [
  { Id: 1, Name: 'Scouting Report' },
  { Id: 2, Name: 'Scouting Report Short Version' },
];
/** ServicePricingGroup: whether a service is priced per inventory item or per service. */
export const ServicePricingGroupList: IdName[] = [
  { Id: 1, Name: 'Inventory Item' },
  { Id: 2, Name: 'Service' },
];

export const isListed = (list: readonly IdName[], id: number | null | undefined) =>
  id != null && list.some((i) => i.Id === id);
