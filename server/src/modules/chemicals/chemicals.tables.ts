import type { Generated } from 'kysely';
import type { ListItemTable } from '../settings-lists/settings-lists.tables';

// The chemicals table itself is core (platform/db/schema.ts); this module's migration adds columns,
// declared here by merging into the core row type.
declare module '../../platform/db/schema' {
  interface ChemicalTable {
    description: string | null;
    mix_rate: number | null;
    rate_of_application: string | null;
    target: string | null;
    temperature_range_low: number | null;
    temperature_range_high: number | null;
    method_id: number | null;
    unit_id: number | null;
    carrier_id: number | null;
    inactive_reason_id: number | null;
    included_in_base_visit: Generated<number>;
    chemical_up_charge_cents: Generated<number>;
  }
}

// Methods, units and carriers are settings lists (saved by the settings-lists module).
declare module '../settings-lists/settings-lists.tables' {
  interface SettingsListTables {
    chemical_methods: ListItemTable;
    chemical_units: ListItemTable;
    chemical_carriers: ListItemTable;
  }
}

export interface ChemicalTables {
  chemical_pictures: {
    id: Generated<number>;
    chemical_id: number;
    file_id: number;
    created_at: string | Date;
  };
}
