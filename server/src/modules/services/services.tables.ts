import type { Generated } from 'kysely';
import type { ListItemTable } from '../settings-lists/settings-lists.tables';

// The services table itself is core (platform/db/schema.ts); this module's migration adds columns,
// declared here by merging into the core row type.
declare module '../../platform/db/schema' {
  interface ServiceTable {
    service_category_id: number | null;
    service_proposal_label_id: number | null;
    pricing_option_id: number | null;
    pricing_table_id: number | null;
    pricing_unit_of_measure_id: number | null;
    pricing_unit_of_measure_rate_cents: number | null;
    service_unit_of_measure_id: number | null;
    service_pricing_group_id: number | null;
    inactive_reason_id: number | null;
    recurrence: number | null;
    report_option_id: number | null;
    application_description: string | null;
    growing_degree_day_min: number | null;
    growing_degree_day_max: number | null;
    service_month_start: number | null;
    service_day_start: number | null;
    service_month_end: number | null;
    service_day_end: number | null;
    renewable_service: Generated<number>;
    separate_work_order_required: Generated<number>;
  }
}

// The lists of the service settings screen are settings lists (saved by the settings-lists module).
declare module '../settings-lists/settings-lists.tables' {
  interface SettingsListTables {
    service_units: ListItemTable;
    service_categories: ListItemTable;
    service_proposal_labels: ListItemTable;
    weather_conditions: ListItemTable;
  }
}

export interface ServiceTables {
  service_visits: {
    id: Generated<number>;
    service_id: number;
    title: string | null;
    service_code: string | null;
    month_start: number;
    day_start: number;
    month_end: number;
    day_end: number;
    scheduling_buffer_days: Generated<number>;
    report_option_id: number | null;
    sort_order: Generated<number>;
  };
  service_chemicals: { service_id: number; chemical_id: number; sort_order: Generated<number> };
  service_visit_chemicals: { service_visit_id: number; chemical_id: number; sort_order: Generated<number> };
  service_group_contents: { service_group_id: number; content: string };
  /** Company settings by key (SettingKeys); values are text. */
  company_settings: { id: number; name: string; value: string };
}
