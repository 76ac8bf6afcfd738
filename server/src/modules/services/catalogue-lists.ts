import type { CatalogueSettingsListKey } from '@canopy/shared';
import { CHEMICAL_LIST_DEFINITIONS } from '../chemicals/chemical-lists';
import type { SettingsListDefinition } from '../settings-lists/settings-lists.definitions';

/**
 * The service and chemical settings screens' lists and the columns that use their items (an item in
 * use cannot be removed). Work orders add their weather-condition column here.
 */
export const CATALOGUE_LIST_DEFINITIONS: Record<CatalogueSettingsListKey, SettingsListDefinition> = {
  serviceUnits: {
    table: 'service_units',
    builtIn: [],
    references: [
      { table: 'services', column: 'pricing_unit_of_measure_id', label: 'services' },
      { table: 'services', column: 'service_unit_of_measure_id', label: 'services' },
    ],
  },
  serviceCategories: {
    table: 'service_categories',
    builtIn: [],
    references: [{ table: 'services', column: 'service_category_id', label: 'services' }],
  },
  serviceProposalLabels: {
    table: 'service_proposal_labels',
    builtIn: [],
    references: [{ table: 'services', column: 'service_proposal_label_id', label: 'services' }],
  },
  weatherConditions: { table: 'weather_conditions', builtIn: [], references: [] },
  ...CHEMICAL_LIST_DEFINITIONS,
};
