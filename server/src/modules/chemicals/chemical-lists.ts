import type { SettingsListDefinition } from '../settings-lists/settings-lists.definitions';

/** The chemical settings screen's lists (saved by the settings-lists module) and who uses them. */
export const CHEMICAL_LIST_DEFINITIONS = {
  chemicalMethods: {
    table: 'chemical_methods',
    builtIn: [],
    references: [{ table: 'chemicals', column: 'method_id', label: 'chemicals' }],
  },
  chemicalUnits: {
    table: 'chemical_units',
    builtIn: [],
    references: [{ table: 'chemicals', column: 'unit_id', label: 'chemicals' }],
  },
  chemicalCarriers: {
    table: 'chemical_carriers',
    builtIn: [],
    references: [{ table: 'chemicals', column: 'carrier_id', label: 'chemicals' }],
  },
} satisfies Record<string, SettingsListDefinition>;
