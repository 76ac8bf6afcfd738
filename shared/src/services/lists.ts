/**
 * The settings lists of the service and chemical settings screens (saved as whole lists, like the
 * account lists). `SavePath` and `SaveMethod` are set where the spec saves at another path or by POST.
 */
export const CatalogueSettingsLists = [
  { Key: 'serviceUnits', Path: 'services/units', Name: 'Units' },
  { Key: 'serviceCategories', Path: 'services/categories', Name: 'Categories' },
  { Key: 'serviceProposalLabels', Path: 'services/labels', Name: 'Proposal Labels' },
  {
    Key: 'weatherConditions',
    Path: 'workOrders/weatherConditions',
    SavePath: 'workOrders/saveWeatherConditions',
    Name: 'Weather Conditions',
  },
  { Key: 'chemicalMethods', Path: 'chemicals/methods', SaveMethod: 'POST', Name: 'Methods' },
  { Key: 'chemicalUnits', Path: 'chemicals/units', SaveMethod: 'POST', Name: 'Units' },
  { Key: 'chemicalCarriers', Path: 'chemicals/carriers', SaveMethod: 'POST', Name: 'Carriers' },
] as const;
export type CatalogueSettingsListKey = (typeof CatalogueSettingsLists)[number]['Key'];
