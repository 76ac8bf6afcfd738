import {
  AccountTypes,
  CatalogueSettingsLists,
  ClientTypes,
  SettingsLists,
  ServiceRequestSettingsLists,
  ServiceRequestTypes,
  type CatalogueSettingsListKey,
  type ServiceRequestSettingsListKey,
  type SettingsListKey,
} from '@canopy/shared';

/** The tables of the whole-list settings (each holds id, name and sort order). */
export type ListTableName =
  | 'account_types'
  | 'client_types'
  | 'sources'
  | 'inactive_reasons'
  | 'contact_titles'
  | 'source_codes'
  | 'location_note_types'
  | 'service_lines'
  | 'service_units'
  | 'service_categories'
  | 'service_proposal_labels'
  | 'weather_conditions'
  | 'chemical_methods'
  | 'chemical_units'
  | 'chemical_carriers'
  | 'service_request_types'
  | 'appointment_types'
  | 'estimate_types'
  | 'service_request_sources';

/**
 * A whole-list setting's table. What uses its items comes from the schema's foreign keys
 * (platform/references.ts): an item in use cannot be removed.
 */
export interface SettingsListDefinition {
  table: ListTableName;
  /** Ids the product's rules name (enumerations): they may be renamed but never removed. */
  builtIn: readonly number[];
}

export type ListKey = SettingsListKey | CatalogueSettingsListKey | ServiceRequestSettingsListKey;

/** Every whole-list setting and its calls: the account lists and those of the catalogue screens. */
export const LIST_ROUTES: readonly { Key: ListKey; Path: string; SavePath?: string; SaveMethod?: 'POST' }[] =
  [...SettingsLists, ...CatalogueSettingsLists, ...ServiceRequestSettingsLists];

const list = (table: ListTableName): SettingsListDefinition => ({ table, builtIn: [] });

export const SETTINGS_LIST_DEFINITIONS: Record<ListKey, SettingsListDefinition> = {
  accountTypes: { table: 'account_types', builtIn: Object.values(AccountTypes) },
  clientTypes: { table: 'client_types', builtIn: Object.values(ClientTypes) },
  sources: list('sources'),
  inactiveReasons: list('inactive_reasons'),
  contactTitles: list('contact_titles'),
  sourceCodes: list('source_codes'),
  noteTypes: list('location_note_types'),
  serviceLines: list('service_lines'),
  // The service and chemical settings screens' lists.
  serviceUnits: list('service_units'),
  serviceCategories: list('service_categories'),
  serviceProposalLabels: list('service_proposal_labels'),
  weatherConditions: list('weather_conditions'),
  chemicalMethods: list('chemical_methods'),
  chemicalUnits: list('chemical_units'),
  chemicalCarriers: list('chemical_carriers'),
  // The service request lists; request types are the spec's enumeration and a new request takes
  // appointment type 2 (§4), so those ids stay.
  serviceRequestTypes: { table: 'service_request_types', builtIn: Object.values(ServiceRequestTypes) },
  appointmentTypes: { table: 'appointment_types', builtIn: [2] },
  estimateTypes: list('estimate_types'),
  requestSources: list('service_request_sources'),
};
