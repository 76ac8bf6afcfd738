// Generated from the migrated schema by `npm run db:types -w server`; do not edit.
// A server test fails when the migrations and this file disagree, on either engine.
import type { Generated } from 'kysely';

/** Instants are timestamptz on PostgreSQL (read as Date) and ISO text on SQLite: read them through iso(). */
export type Instant = string | Date;

export interface Database {
  account_billing_addresses: {
    id: Generated<number>;
    account_id: number;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip: string;
  };
  account_location_contacts: {
    location_id: number;
    contact_id: number;
    is_primary: Generated<number>;
  };
  account_location_phones: {
    id: Generated<number>;
    location_id: number;
    phone: string;
    extension: string | null;
    phone_type_id: Generated<number>;
    is_preferred: Generated<number>;
  };
  account_locations: {
    id: Generated<number>;
    account_id: number;
    branch_id: number;
    address: string;
    city: string;
    state: string;
    zip: string;
    latitude: number | null;
    longitude: number | null;
    is_bill_to: Generated<number>;
    status_id: Generated<number>;
    version: Generated<number>;
    name: string | null;
    sales_territory_id: number | null;
    sales_rep_id: number | null;
    call_ahead: Generated<number>;
    service_is_account: Generated<number>;
    directions: string | null;
  };
  account_office_comments: {
    id: Generated<number>;
    account_id: number;
    note_text: string;
    created_at: Instant;
    created_by: number | null;
  };
  account_purchase_orders: {
    id: Generated<number>;
    account_id: number;
    po: string;
    effective_start_date: string | null;
    effective_end_date: string | null;
    archived: Generated<number>;
  };
  account_sales_reps: {
    account_id: number;
    employee_id: number;
  };
  account_types: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  accounts: {
    id: Generated<number>;
    name: string;
    account_type_id: Generated<number>;
    client_type_id: Generated<number>;
    status_id: Generated<number>;
    branch_id: number;
    arborist_id: number | null;
    sales_territory_id: number | null;
    archived: Generated<number>;
    version: Generated<number>;
    inactive_reason_id: number | null;
    source_id: number | null;
    source_code_id: number | null;
    minimum_down_payment_bp: number | null;
    customer_since: string | null;
    call_first_before_auto_pay: Generated<number>;
    do_not_email: Generated<number>;
    tax_exempt: Generated<number>;
  };
  application_state_profiles: {
    id: Generated<number>;
    state: string;
    name: string;
    required_fields: string;
  };
  appointment_types: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  branch_phones: {
    id: Generated<number>;
    branch_id: number;
    phone: string;
    extension: string | null;
    phone_type_id: Generated<number>;
    is_preferred: Generated<number>;
  };
  branch_service_group_contents: {
    branch_id: number;
    service_group_id: number;
    content: string;
  };
  branch_service_groups: {
    branch_id: number;
    service_group_id: number;
  };
  branches: {
    id: Generated<number>;
    name: string;
    status_id: Generated<number>;
    version: Generated<number>;
    branch_manager_id: number | null;
    notes: string | null;
    terms_and_conditions: string | null;
    growing_degree_day: Generated<number>;
  };
  card_payments: {
    id: Generated<number>;
    gateway: string;
    transaction_id: string;
    reference: string;
    amount_cents: number;
    recorded_at: Instant;
  };
  chemical_application_records: {
    id: string;
    work_order_chemical_id: number;
    revision: number;
    replaces_id: string | null;
    applicator_id: number | null;
    applicator_name: string | null;
    license_number: string | null;
    chemical_id: number;
    product_name: string;
    epa_number: string | null;
    target_pest: string | null;
    rate: string | null;
    total_amount_hundredths: number | null;
    amount_unit: string | null;
    area_treated: string | null;
    trees_treated: number | null;
    site_address: string | null;
    applied_at: Instant | null;
    wind_speed_tenths: number | null;
    wind_direction: string | null;
    temperature_tenths: number | null;
    re_entry_notes: string | null;
    correction_reason: string | null;
    captured_at: Instant | null;
    recorded_at: Instant;
    recorded_by: number | null;
  };
  chemical_carriers: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  chemical_methods: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  chemical_pictures: {
    id: Generated<number>;
    chemical_id: number;
    file_id: number;
    created_at: Instant;
  };
  chemical_units: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  chemicals: {
    id: Generated<number>;
    name: string;
    epa_number: string | null;
    status_id: Generated<number>;
    version: Generated<number>;
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
  };
  client_errors: {
    id: Generated<number>;
    user_id: number | null;
    level: string;
    message: string;
    stack: string | null;
    url: string | null;
    user_agent: string | null;
    created_at: Instant;
  };
  client_types: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  company_settings: {
    id: number;
    name: string;
    value: string;
  };
  contact_phones: {
    id: Generated<number>;
    contact_id: number;
    phone: string;
    extension: string | null;
    phone_type_id: Generated<number>;
    is_preferred: Generated<number>;
  };
  contact_titles: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  contacts: {
    id: Generated<number>;
    account_id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    phone_extension: string | null;
    is_primary: Generated<number>;
    status_id: Generated<number>;
    version: Generated<number>;
    title_id: number | null;
    receives_billing: Generated<number>;
    receives_proposal: Generated<number>;
  };
  contract_renewals: {
    source_proposal_id: number;
    year: number;
    proposal_id: number;
    job_id: number | null;
  };
  customer_payments: {
    id: Generated<number>;
    account_id: number;
    work_authorization_id: number | null;
    amount_cents: number;
    is_deposit: Generated<number>;
    payment_method_id: number;
    check_number: string | null;
    authorize_transaction_id: string | null;
    created_by: number | null;
    created_at: Instant;
  };
  daily_logs: {
    id: Generated<number>;
    work_order_id: number | null;
    schedule_crew_id: number | null;
    employee_id: number;
    log_date: string;
    time_in: string | null;
    time_out: string | null;
    hours_worked_hundredths: Generated<number>;
    daily_log_type_id: Generated<number>;
    hour_type_id: Generated<number>;
    notes: string | null;
    created_by: number | null;
    created_at: Instant;
    version: Generated<number>;
  };
  documents: {
    id: Generated<number>;
    owner_type: string;
    owner_id: number;
    file_id: number;
    name: string;
    status_id: Generated<number>;
    created_by: number | null;
    created_at: Instant;
    sort_order: Generated<number>;
  };
  employee_branches: {
    employee_id: number;
    branch_id: number;
  };
  employee_certifications: {
    id: Generated<number>;
    employee_id: number;
    certification_type_id: number;
    status_id: Generated<number>;
    standard_certification_id: number | null;
    name: string;
    credits: Generated<number>;
    notes: string | null;
    date_achieved: string | null;
    date_expires: string | null;
  };
  employee_emergency_contacts: {
    id: Generated<number>;
    employee_id: number;
    name: string;
    phone: string;
  };
  employee_geographic: {
    id: Generated<number>;
    employee_id: number;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  employee_job_titles: {
    employee_id: number;
    job_title_id: number;
  };
  employee_phones: {
    id: Generated<number>;
    employee_id: number;
    phone: string;
    extension: string | null;
    phone_type_id: Generated<number>;
    is_preferred: Generated<number>;
  };
  employee_work_shifts: {
    id: Generated<number>;
    employee_id: number;
    day: number;
    time_start: number;
    time_end: number;
  };
  employees: {
    id: Generated<number>;
    first_name: string;
    last_name: string;
    email: string | null;
    primary_branch_id: number | null;
    status_id: Generated<number>;
    thumbnail_image: string | null;
    is_sales_rep: Generated<number>;
    version: Generated<number>;
    address: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    sales_territory_id: number | null;
    date_start: string | null;
    date_review: string | null;
    hourly_wage_cents: number | null;
    decrease_supplemental_amount_cents: number | null;
    crew: Generated<number>;
    assigned_to_all_branches: Generated<number>;
    employee_override_commission: Generated<number>;
    receives_commission: Generated<number>;
    photo_file_id: number | null;
    signature_file_id: number | null;
  };
  equipment_problems: {
    id: Generated<number>;
    work_order_id: number;
    equipment_resource_id: number;
    status_id: Generated<number>;
    description_id: number | null;
    other_description: string | null;
    notes: string | null;
    reported_by: number;
    date_reported: Instant;
    resolution_date: Instant | null;
    client_key: string | null;
    archived: Generated<number>;
    version: Generated<number>;
  };
  equipment_resources: {
    id: Generated<number>;
    asset_number: string;
    branch_id: number;
    equipment_type_id: number;
    lease_company_id: number | null;
    current_branch_id: number;
    archived: Generated<number>;
    version: Generated<number>;
  };
  equipment_types: {
    id: Generated<number>;
    name: string;
    daily_rate_cents: Generated<number>;
    archived: Generated<number>;
    version: Generated<number>;
  };
  estimate_types: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  idempotency_keys: {
    user_id: number;
    idempotency_key: string;
    method: string;
    path: string;
    body_hash: string;
    status: number | null;
    headers: string | null;
    body: string | null;
    created_at: Instant;
  };
  inactive_reasons: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  inventory_conditions: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  inventory_item_type_meta_items: {
    item_type_id: number;
    meta_item_id: number;
  };
  inventory_item_type_service_groups: {
    item_type_id: number;
    service_group_id: number;
  };
  inventory_item_types: {
    id: Generated<number>;
    name: string;
    archived: Generated<number>;
    version: Generated<number>;
  };
  inventory_locations: {
    id: Generated<number>;
    name: string;
    archived: Generated<number>;
    version: Generated<number>;
  };
  inventory_meta_item_chemicals: {
    meta_item_id: number;
    chemical_id: number;
  };
  inventory_meta_item_images: {
    id: Generated<number>;
    meta_item_id: number;
    file_id: number;
    created_at: Instant;
  };
  inventory_meta_items: {
    id: Generated<number>;
    kind: number;
    name: string;
    scientific_name: string | null;
    description: string | null;
    archived: Generated<number>;
    version: Generated<number>;
  };
  inventory_other_item_types: {
    id: Generated<number>;
    name: string;
    scientific_name: string | null;
    account_location_id: number;
  };
  inventory_size_service_groups: {
    size_id: number;
    service_group_id: number;
  };
  inventory_size_units: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  inventory_sizes: {
    id: Generated<number>;
    name: string;
    size_unit_id: number | null;
    sort_order: Generated<number>;
    archived: Generated<number>;
    version: Generated<number>;
  };
  invoice_details: {
    id: Generated<number>;
    invoice_id: number;
    work_order_id: number;
    net_cents: number;
    tax_rate_e4: Generated<number>;
  };
  invoice_notes: {
    id: Generated<number>;
    invoice_id: number;
    note_text: string;
    created_by: number | null;
    created_at: Instant;
  };
  invoice_purchase_orders: {
    id: Generated<number>;
    invoice_id: number;
    purchase_order_id: number;
  };
  invoice_transaction_work_orders: {
    id: Generated<number>;
    invoice_transaction_id: number;
    work_order_id: number;
    amount_cents: number;
  };
  invoice_transactions: {
    id: Generated<number>;
    invoice_id: number;
    transaction_type_id: number;
    amount_cents: number;
    approved: Generated<number>;
    date_approved: Instant | null;
    approved_by: number | null;
    created_by: number | null;
    created_at: Instant;
    reason: string | null;
    is_prepayment: Generated<number>;
    customer_notified: Generated<number>;
    reduce_from_commissions: Generated<number>;
    payment_id: number | null;
    overage_transaction_id: number | null;
  };
  invoices: {
    id: Generated<number>;
    account_id: number;
    branch_id: number;
    sales_rep_id: number | null;
    billing_address_id: number | null;
    schedule_id: number | null;
    invoice_date: string;
    tax_exempt: Generated<number>;
    total_cost_cents: number;
    total_tax_cents: number;
    payments_cents: Generated<number>;
    adjustments_cents: Generated<number>;
    amount_due_cents: number;
    approved_status_id: Generated<number>;
    date_approved: Instant | null;
    approved_by: number | null;
    print_status_id: Generated<number>;
    commission_override: Generated<number>;
    created_at: Instant;
    version: Generated<number>;
  };
  job_items: {
    job_id: number;
    item: string;
    ok: number;
    message: string | null;
  };
  jobs: {
    id: Generated<number>;
    name: string;
    payload: Generated<string>;
    state: Generated<string>;
    attempts: Generated<number>;
    max_attempts: Generated<number>;
    run_at: Instant;
    locked_until: Instant | null;
    progress_done: Generated<number>;
    progress_total: Generated<number>;
    result: string | null;
    error: string | null;
    requested_by_user_id: number | null;
    claim_type: string | null;
    schedule_key: string | null;
    created_at: Instant;
    finished_at: Instant | null;
  };
  lease_companies: {
    id: Generated<number>;
    name: string;
    version: Generated<number>;
  };
  location_neighbors: {
    id: Generated<number>;
    location_id: number;
    address: string;
    type_id: Generated<number>;
    status_id: Generated<number>;
    version: Generated<number>;
  };
  location_note_types: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  location_notes: {
    id: Generated<number>;
    location_id: number;
    notes: string;
    type_id: number | null;
    status_id: Generated<number>;
    print_on_work_order: Generated<number>;
    created_at: Instant;
    created_by: number | null;
    version: Generated<number>;
  };
  location_transfers: {
    id: Generated<number>;
    location_id: number;
    from_account_id: number | null;
    from_account_name: string;
    to_account_id: number | null;
    to_account_name: string;
    transferred_by: number | null;
    transferred_at: Instant;
  };
  materials: {
    id: Generated<number>;
    name: string;
    material_type_id: number;
    unit: string | null;
    unit_price_cents: Generated<number>;
    archived: Generated<number>;
    version: Generated<number>;
  };
  password_resets: {
    id: Generated<number>;
    user_id: number;
    token_hash: string;
    expires_at: Instant;
    used_at: Instant | null;
  };
  payment_intents: {
    id: Generated<number>;
    gateway: string;
    reference: string;
    invoice_number: string;
    amount_cents: number;
    created_at: Instant;
  };
  payment_webhook_events: {
    notification_id: string;
    event_type: string;
    transaction_id: string | null;
    payload: string;
    received_at: Instant;
  };
  payments: {
    id: Generated<number>;
    account_id: number;
    amount_cents: number;
    unapplied_cents: Generated<number>;
    payment_method_id: number;
    check_number: string | null;
    authorize_transaction_id: string | null;
    created_by: number | null;
    created_at: Instant;
  };
  prevailing_wage_categories: {
    id: Generated<number>;
    code: string;
    name: string;
    archived: Generated<number>;
  };
  prevailing_wage_hours: {
    id: Generated<number>;
    daily_log_id: number;
    schedule_id: number | null;
    hours_hundredths: Generated<number>;
    prevailing_wage_category_id: number | null;
    prevailing_wage_job_title_id: number | null;
  };
  prevailing_wage_job_titles: {
    id: Generated<number>;
    name: string;
    effective_date: string | null;
    expiration_date: string | null;
    archived: Generated<number>;
    prevailing_wage_category_id: number | null;
  };
  price_table_details: {
    id: Generated<number>;
    price_table_id: number;
    inventory_size_id: number | null;
    price_per_visit_cents: number | null;
    price_per_year_cents: number | null;
    flat_price_cents: number | null;
  };
  price_tables: {
    id: Generated<number>;
    name: string;
    pricing_type_id: number;
    pricing_method_id: number;
    archived: Generated<number>;
    version: Generated<number>;
  };
  promotions: {
    id: Generated<number>;
    name: string;
    discount_e2: number;
    expiration_date: string | null;
    active: Generated<number>;
    archived: Generated<number>;
    version: Generated<number>;
  };
  proposal_cover_letters: {
    id: Generated<number>;
    proposal_id: number;
    text: string;
    updated_at: Instant;
  };
  proposal_equipment: {
    id: Generated<number>;
    proposal_id: number;
    equipment_type_id: number;
  };
  proposal_groups: {
    id: Generated<number>;
    proposal_id: number;
    proposal_service_group_id: number;
    name: string;
    separate_work_order_group: Generated<number>;
    show_pricing: Generated<number>;
    sort_order: Generated<number>;
  };
  proposal_item_material_photos: {
    id: Generated<number>;
    proposal_item_material_id: number;
    file_id: number;
    caption: string | null;
    sort_order: Generated<number>;
  };
  proposal_item_materials: {
    id: Generated<number>;
    proposal_id: number;
    proposal_option_id: number;
    proposal_service_group_id: number;
    material_id: number;
    proposal_item_service_id: number | null;
    service_item_id: number | null;
    description: string | null;
    quantity_e2: Generated<number>;
    unit_price_cents: Generated<number>;
    actual_cost_cents: number | null;
    edited_cost_cents: number | null;
    show_pricing: Generated<number>;
    order_number: Generated<number>;
    version: Generated<number>;
  };
  proposal_item_service_chemicals: {
    id: Generated<number>;
    proposal_item_service_id: number;
    chemical_id: number;
  };
  proposal_item_service_equipment: {
    id: Generated<number>;
    proposal_item_service_id: number;
    equipment_type_id: number;
  };
  proposal_item_service_photos: {
    id: Generated<number>;
    proposal_item_service_id: number;
    file_id: number;
    caption: string | null;
    sort_order: Generated<number>;
  };
  proposal_item_service_service_items: {
    id: Generated<number>;
    proposal_item_service_id: number;
    service_item_id: number;
    service_units_e2: Generated<number>;
    pricing_units_e2: Generated<number>;
  };
  proposal_item_service_visits: {
    id: Generated<number>;
    proposal_item_service_id: number;
    service_visit_id: number;
    include_in_program: Generated<number>;
    include_this_year: Generated<number>;
  };
  proposal_item_services: {
    id: Generated<number>;
    proposal_id: number;
    proposal_option_id: number;
    proposal_service_group_id: number;
    service_id: number;
    quantity: Generated<number>;
    crew: number | null;
    description: string | null;
    edited_cost_cents: number | null;
    prev_actual_cost_cents: number | null;
    total_cost_cents: number | null;
    per_visit_cost_cents: number | null;
    equipment_subtotal_cents: Generated<number>;
    estimated_hours_e2: number | null;
    requires_no_equipment: Generated<number>;
    order_number: Generated<number>;
    version: Generated<number>;
  };
  proposal_notes: {
    id: Generated<number>;
    proposal_id: number;
    notes: string;
    type_id: Generated<number>;
    status_id: Generated<number>;
    print_on_work_order: Generated<number>;
    created_by_id: number | null;
    created_at: Instant;
  };
  proposal_option_groups: {
    id: Generated<number>;
    proposal_group_id: number;
    sort_order: Generated<number>;
  };
  proposal_options: {
    id: Generated<number>;
    proposal_option_group_id: number;
    sort_order: Generated<number>;
  };
  proposal_promotions: {
    proposal_id: number;
    promotion_id: number;
  };
  proposal_purchase_orders: {
    proposal_id: number;
    account_purchase_order_id: number;
  };
  proposal_service_groups: {
    id: Generated<number>;
    proposal_id: number;
    service_group_id: number;
    proposal_sort_order: Generated<number>;
    definition: string | null;
    recommendation: string | null;
  };
  proposal_templates: {
    id: Generated<number>;
    name: string;
    description: string | null;
    content: string;
    source_proposal_id: number | null;
    created_by_id: number | null;
    created_at: Instant;
    updated_at: Instant;
    version: Generated<number>;
  };
  proposals: {
    id: Generated<number>;
    proposal_number: number | null;
    proposal_type_id: Generated<number>;
    status_id: Generated<number>;
    contract_status_id: number | null;
    sales_rep_id: number | null;
    created_by_id: number | null;
    account_id: number;
    account_location_id: number;
    branch_id: number;
    service_request_id: number | null;
    notes: string | null;
    year_of_work: number | null;
    crew: number | null;
    legacy: Generated<number>;
    created_at: Instant;
    updated_at: Instant;
    version: Generated<number>;
  };
  refresh_tokens: {
    id: Generated<number>;
    session_id: string;
    token_hash: string;
    expires_at: Instant;
    used_at: Instant | null;
  };
  role_claims: {
    role_id: number;
    claim_type_id: number;
    value: number;
  };
  sales_territories: {
    id: Generated<number>;
    name: string;
    branch_id: number;
    version: Generated<number>;
  };
  sales_territory_zip_codes: {
    id: Generated<number>;
    sales_territory_id: number;
    zip_code: string;
  };
  sandbox_payment_forms: {
    token: string;
    invoice_number: string;
    amount_cents: number;
    description: string;
    created_at: Instant;
  };
  sandbox_transactions: {
    id: Generated<number>;
    token: string;
    invoice_number: string;
    amount_cents: number;
    status: string;
    response_code: number;
    card_last_four: string | null;
    created_at: Instant;
  };
  saved_searches: {
    id: Generated<number>;
    name: string;
    employee_id: number;
    search_type_id: number;
    filters: string;
  };
  schedule_crews: {
    id: Generated<number>;
    schedule_date_id: number;
    employee_id: number;
    job_title_id: number;
    is_foreman: Generated<number>;
    active: Generated<number>;
  };
  schedule_dates: {
    id: Generated<number>;
    schedule_id: number;
    schedule_date: string;
    start_time: Generated<string>;
    end_time: Generated<string>;
    active: Generated<number>;
  };
  schedule_equipment: {
    id: Generated<number>;
    schedule_date_id: number;
    equipment_resource_id: number;
    daily_rate_cents: Generated<number>;
    active: Generated<number>;
  };
  schedule_equipment_work_orders: {
    id: Generated<number>;
    schedule_equipment_id: number;
    work_order_id: number;
    amount_cents: Generated<number>;
  };
  schedule_notes: {
    id: Generated<number>;
    schedule_id: number;
    note: string;
    created_by_id: number;
    created_at: Instant;
  };
  schedule_work_orders: {
    id: Generated<number>;
    schedule_id: number;
    work_order_id: number;
    route_order_id: Generated<number>;
    estimated_hours_hundredths: Generated<number>;
    actual_hours_hundredths: Generated<number>;
    actual_equipment_cost_cents: Generated<number>;
    active: Generated<number>;
    clocked_out_date: string | null;
    clocked_out_at: Instant | null;
  };
  schedules: {
    id: Generated<number>;
    branch_id: number;
    status_id: Generated<number>;
    notes: string | null;
    active: Generated<number>;
    total_value_cents: Generated<number>;
    total_hours_hundredths: Generated<number>;
    created_at: Instant;
    version: Generated<number>;
  };
  scouting_report_meta_items: {
    scouting_report_id: number;
    meta_item_id: number;
  };
  scouting_report_other_items: {
    id: Generated<number>;
    scouting_report_id: number;
    kind: number;
    name: string;
    scientific_name: string | null;
    account_location_id: number | null;
  };
  scouting_reports: {
    id: Generated<number>;
    work_order_id: number;
    service_item_id: number;
    notes: string | null;
    archived: Generated<number>;
    created_at: Instant;
    version: Generated<number>;
  };
  service_categories: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  service_chemicals: {
    service_id: number;
    chemical_id: number;
    sort_order: Generated<number>;
  };
  service_group_contents: {
    service_group_id: number;
    content: string;
  };
  service_items: {
    id: Generated<number>;
    account_location_id: number;
    type_id: number | null;
    other_item_type_id: number | null;
    size_id: number | null;
    item_location_id: number | null;
    condition_id: number | null;
    latitude: number | null;
    longitude: number | null;
    notes: string | null;
    created_at: Instant;
    version: Generated<number>;
  };
  service_lines: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  service_proposal_labels: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  service_request_estimate_types: {
    service_request_id: number;
    estimate_type_id: number;
  };
  service_request_sources: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  service_request_types: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  service_requests: {
    id: Generated<number>;
    type_id: number;
    status_id: Generated<number>;
    appointment_type_id: number | null;
    appointment_date: Instant;
    appointment_date_end: Instant;
    sales_rep_id: number;
    account_location_id: number;
    branch_id: number;
    source_detail_id: number | null;
    notes: string | null;
    created_by_id: number | null;
    created_at: Instant;
    updated_at: Instant;
    version: Generated<number>;
  };
  service_units: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  service_visit_chemicals: {
    service_visit_id: number;
    chemical_id: number;
    sort_order: Generated<number>;
  };
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
  services: {
    id: Generated<number>;
    name: string;
    service_group_id: number;
    service_type_id: Generated<number>;
    service_classification_id: number | null;
    status_id: Generated<number>;
    version: Generated<number>;
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
  };
  sessions: {
    id: string;
    user_id: number;
    remember: Generated<number>;
    created_at: Instant;
    revoked_at: Instant | null;
  };
  source_codes: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  sources: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  stored_files: {
    id: Generated<number>;
    storage_key: string;
    original_name: string;
    content_type: string;
    size_bytes: number;
    sha256: string;
    created_by: number | null;
    created_at: Instant;
  };
  sync_blobs: {
    hash: string;
    file_id: number;
    created_by: number | null;
    created_at: Instant;
  };
  sync_changes: {
    seq: Generated<number>;
    entity: string;
    record_id: number;
    work_order_id: number | null;
    location_id: number | null;
    branch_id: number | null;
    deleted: Generated<number>;
    changed_at: Generated<Instant>;
  };
  sync_keys: {
    key: string;
    entity: string;
    record_id: number;
  };
  sync_mutations: {
    mutation_id: string;
    client_id: string;
    employee_id: number;
    entity: string;
    op: string;
    record_key: string;
    record_id: number | null;
    status: string | null;
    result: string | null;
    created_at: Instant;
  };
  tax_rates: {
    id: Generated<number>;
    zip_code: string;
    rate_e4: number;
    effective_date: string;
    archived: Generated<number>;
  };
  text_search_accounts: {
    id: number;
    document: string;
  };
  text_search_chemicals: {
    id: number;
    document: string;
  };
  text_search_employees: {
    id: number;
    document: string;
  };
  text_search_proposals: {
    id: number;
    document: string;
  };
  text_search_service_requests: {
    id: number;
    document: string;
  };
  text_search_services: {
    id: number;
    document: string;
  };
  text_search_work_orders: {
    id: number;
    document: string;
  };
  transfer_request_crews: {
    id: Generated<number>;
    transfer_request_id: number;
    employee_id: number;
  };
  transfer_request_dates: {
    id: Generated<number>;
    transfer_request_id: number;
    transfer_date: string;
  };
  transfer_request_equipment: {
    id: Generated<number>;
    transfer_request_id: number;
    equipment_resource_id: number;
    returned_status: string | null;
  };
  transfer_requests: {
    id: Generated<number>;
    from_branch_id: number;
    to_branch_id: number;
    resource_type_id: number;
    job_title_id: number | null;
    equipment_type_id: number | null;
    qty: Generated<number>;
    status_id: Generated<number>;
    requested_by_id: number;
    requested_at: Instant;
    status_changed_by_id: number | null;
    status_changed_at: Instant | null;
    version: Generated<number>;
  };
  user_roles: {
    id: Generated<number>;
    name: string;
    landing_page_id: Generated<number>;
    claims_version: Generated<number>;
    version: Generated<number>;
  };
  users: {
    id: Generated<number>;
    employee_id: number;
    username: string;
    password_hash: string;
    role_id: number;
    version: Generated<number>;
  };
  weather_conditions: {
    id: Generated<number>;
    name: string;
    sort_order: Generated<number>;
  };
  work_authorization_materials: {
    id: Generated<number>;
    work_authorization_id: number;
    proposal_item_material_id: number;
    approve_status_id: Generated<number>;
  };
  work_authorization_services: {
    id: Generated<number>;
    work_authorization_id: number;
    proposal_item_service_id: number;
    approve_status_id: Generated<number>;
  };
  work_authorization_visits: {
    id: Generated<number>;
    work_authorization_id: number;
    proposal_item_service_visit_id: number;
    approved: Generated<number>;
  };
  work_authorizations: {
    id: Generated<number>;
    proposal_id: number;
    type_id: Generated<number>;
    status_id: Generated<number>;
    approval_status_id: Generated<number>;
    date_approved: Instant | null;
    approved_by_type_id: number | null;
    approved_sales_rep_id: number | null;
    payment_method_id: number | null;
    signature: string | null;
    auto_renew: Generated<number>;
    is_paid: Generated<number>;
    promotional_discount_applied: Generated<number>;
    link_version: Generated<number>;
    created_at: Instant;
    updated_at: Instant;
    version: Generated<number>;
    signer_name: string | null;
    signed_at: Instant | null;
    signed_terms_hash: string | null;
  };
  work_order_damage_services: {
    id: Generated<number>;
    damage_id: number;
    damage_work_order_id: number;
    notes: string | null;
    client_key: string | null;
    archived: Generated<number>;
    version: Generated<number>;
  };
  work_order_damages: {
    id: Generated<number>;
    work_order_id: number;
    description: string;
    notes: string | null;
    reported_by: number;
    date_reported: Instant;
    client_key: string | null;
    archived: Generated<number>;
    version: Generated<number>;
  };
  work_order_images: {
    id: Generated<number>;
    work_order_id: number;
    file_id: number;
    thumbnail_file_id: number | null;
    image_type_id: Generated<number>;
    key_id: number | null;
    caption: string | null;
    created_by: number | null;
    created_at: Instant;
    version: Generated<number>;
  };
  work_order_materials: {
    id: Generated<number>;
    work_order_id: number;
    material_type_id: number;
    material_id: number;
    work_order_service_id: number | null;
    service_item_id: number | null;
    units_hundredths: Generated<number>;
    unit_price_cents: Generated<number>;
    total_cost_cents: Generated<number>;
    actual_cost_cents: number | null;
    notes: string | null;
    date_reported: string;
    reported_by: number | null;
    completed: Generated<number>;
    date_completed: Instant | null;
    archived: Generated<number>;
    created_at: Instant;
    version: Generated<number>;
  };
  work_order_purchase_orders: {
    work_order_id: number;
    account_purchase_order_id: number;
  };
  work_order_service_chemicals: {
    id: Generated<number>;
    work_order_service_id: number;
    chemical_id: number;
    carrier_id: number;
    unit_id: number;
    actual_gallons_hundredths: number;
    mix_rate_hundredths: number | null;
    archived: Generated<number>;
    version: Generated<number>;
    created_at: Instant;
  };
  work_order_service_equipment: {
    id: Generated<number>;
    work_order_service_id: number;
    equipment_type_id: number;
  };
  work_order_service_items: {
    id: Generated<number>;
    work_order_service_id: number;
    service_item_id: number;
    pricing_units_hundredths: Generated<number>;
    service_units_hundredths: Generated<number>;
  };
  work_order_service_weather_conditions: {
    work_order_service_id: number;
    weather_condition_id: number;
  };
  work_order_services: {
    id: Generated<number>;
    work_order_id: number;
    service_id: number;
    service_visit_id: number | null;
    description: string | null;
    total_cost_cents: Generated<number>;
    equipment_subtotal_cents: Generated<number>;
    completed: Generated<number>;
    date_completed: Instant | null;
    needs_correction: Generated<number>;
    notes: string | null;
    archived: Generated<number>;
    created_at: Instant;
    version: Generated<number>;
  };
  work_orders: {
    id: Generated<number>;
    sub_type_id: Generated<number>;
    status_id: Generated<number>;
    service_group_id: number;
    account_id: number;
    account_location_id: number | null;
    branch_id: number;
    sales_territory_id: number | null;
    sales_rep_id: number | null;
    description: string | null;
    estimated_crew: number | null;
    estimated_hours_hundredths: Generated<number>;
    estimated_value_cents: Generated<number>;
    priority_id: Generated<number>;
    wo_schedule_status_id: Generated<number>;
    qualifies_for_prevailing_wage: Generated<number>;
    signature: string | null;
    signed_date: Instant | null;
    sent_scouting_report: Generated<number>;
    scouting_report_notes: string | null;
    original_wo_id: number | null;
    date_completed: Instant | null;
    archived: Generated<number>;
    created_at: Instant;
    version: Generated<number>;
    work_authorization_id: number | null;
  };
}
