/**
 * What a row of each referencing table is called when a record it uses cannot be deleted ("The branch
 * is used by employees, work orders."). Rows that are part of a bigger record carry that record's
 * name (an employee's branches are "employees"). Messages list the users in this order. A table
 * with a foreign key that blocks deletes needs a line here; a test fails when one is missing.
 */
export const REFERENCE_LABELS: Readonly<Record<string, string>> = {
  employees: 'employees',
  employee_branches: 'employees',
  users: 'users',
  accounts: 'accounts',
  account_sales_reps: 'accounts',
  account_office_comments: 'account comments',
  account_locations: 'account locations',
  account_location_contacts: 'account locations',
  location_notes: 'location notes',
  location_transfers: 'location transfers',
  contacts: 'contacts',
  sales_territories: 'sales territories',
  branches: 'branches',
  equipment_resources: 'equipment resources',
  work_orders: 'work orders',
  work_order_services: 'work orders',
  work_order_service_items: 'work orders',
  work_order_service_equipment: 'work orders',
  work_order_service_weather_conditions: 'work orders',
  work_order_images: 'work order photos',
  work_order_materials: 'work orders',
  schedules: 'schedules',
  schedule_crews: 'schedules',
  schedule_equipment: 'schedules',
  schedule_notes: 'schedule notes',
  transfer_requests: 'transfer requests',
  transfer_request_crews: 'transfer requests',
  transfer_request_equipment: 'transfer requests',
  daily_logs: 'daily logs',
  prevailing_wage_hours: 'daily logs',
  prevailing_wage_job_titles: 'prevailing wage job titles',
  scouting_reports: 'scouting reports',
  scouting_report_meta_items: 'scouting reports',
  services: 'services',
  service_chemicals: 'services',
  service_visit_chemicals: 'service visits',
  chemicals: 'chemicals',
  chemical_pictures: 'chemicals',
  service_items: 'customer inventory',
  inventory_sizes: 'sizes',
  inventory_meta_item_images: 'inventory meta items',
  price_table_details: 'price tables',
  documents: 'documents',
  equipment_problems: 'equipment problems',
  work_order_damages: 'work order damages',
  work_order_service_chemicals: 'work orders',
  chemical_application_records: 'chemical application records',
  proposals: 'proposals',
  service_requests: 'service requests',
  service_request_estimate_types: 'service requests',
  proposal_notes: 'proposals',
  proposal_promotions: 'proposals',
  proposal_templates: 'proposal templates',
  proposal_item_services: 'proposals',
  proposal_item_service_chemicals: 'proposals',
  proposal_item_service_equipment: 'proposals',
  proposal_item_service_photos: 'proposals',
  proposal_item_materials: 'proposals',
  proposal_item_material_photos: 'proposals',
  proposal_equipment: 'proposals',
  work_authorizations: 'work authorizations',
  customer_payments: 'customer payments',
  invoices: 'invoices',
  invoice_details: 'invoices',
  invoice_notes: 'invoices',
  invoice_transactions: 'invoices',
  invoice_transaction_work_orders: 'invoices',
  payments: 'payments',
};

/** A column that refers to rows of another table without a foreign key the engine enforces. */
export interface UnenforcedReference {
  table: string;
  column: string;
  references: string;
}

/**
 * Columns that refer to another table but carry no foreign key: they were made before the table they
 * point at (SQLite cannot add a foreign key to a column later), or they hold enumeration ids that
 * are list rows too. Deleting what they point at is refused like any other use.
 */
export const UNENFORCED_REFERENCES: readonly UnenforcedReference[] = [
  { table: 'accounts', column: 'account_type_id', references: 'account_types' },
  { table: 'accounts', column: 'client_type_id', references: 'client_types' },
  { table: 'accounts', column: 'sales_territory_id', references: 'sales_territories' },
  { table: 'employees', column: 'sales_territory_id', references: 'sales_territories' },
];
