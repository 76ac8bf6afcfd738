import type { Generated } from 'kysely';

type Instant = string | Date;

/** Work orders and what they carry. Hours and units in hundredths, money in cents. */
export interface WorkOrderTables {
  work_orders: {
    id: Generated<number>;
    /** WorkOrderSubTypes. */
    sub_type_id: Generated<number>;
    /** WorkOrderStatuses. */
    status_id: Generated<number>;
    service_group_id: number;
    account_id: number;
    account_location_id: number | null;
    branch_id: number;
    sales_territory_id: number | null;
    /** The arborist; Personal access on work orders reaches the rows where this is the caller. */
    sales_rep_id: number | null;
    description: string | null;
    estimated_crew: number | null;
    estimated_hours_hundredths: Generated<number>;
    estimated_value_cents: Generated<number>;
    /** SchedulingPriorities. */
    priority_id: Generated<number>;
    /** WorkOrderScheduleStatus. */
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
  work_order_service_items: {
    id: Generated<number>;
    work_order_service_id: number;
    service_item_id: number;
    pricing_units_hundredths: Generated<number>;
    service_units_hundredths: Generated<number>;
  };
  prevailing_wage_categories: {
    id: Generated<number>;
    code: string;
    name: string;
    archived: Generated<number>;
  };
  prevailing_wage_job_titles: {
    id: Generated<number>;
    name: string;
    effective_date: string | null;
    expiration_date: string | null;
    archived: Generated<number>;
  };
  daily_logs: {
    id: Generated<number>;
    /** Null for time booked with no work order (add-no-work-order). */
    work_order_id: number | null;
    schedule_crew_id: number | null;
    employee_id: number;
    log_date: string;
    time_in: string | null;
    time_out: string | null;
    hours_worked_hundredths: Generated<number>;
    /** DailyLogTypes. */
    daily_log_type_id: Generated<number>;
    /** HourTypes. */
    hour_type_id: Generated<number>;
    notes: string | null;
    created_by: number | null;
    created_at: Instant;
    version: Generated<number>;
  };
  prevailing_wage_hours: {
    id: Generated<number>;
    daily_log_id: number;
    schedule_id: number | null;
    hours_hundredths: Generated<number>;
    prevailing_wage_category_id: number | null;
    prevailing_wage_job_title_id: number | null;
  };
  work_order_images: {
    id: Generated<number>;
    work_order_id: number;
    file_id: number;
    thumbnail_file_id: number | null;
    /** WorkOrderImageTypes. */
    image_type_id: Generated<number>;
    key_id: number | null;
    caption: string | null;
    created_by: number | null;
    created_at: Instant;
    version: Generated<number>;
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
  scouting_report_meta_items: { scouting_report_id: number; meta_item_id: number };
  scouting_report_other_items: {
    id: Generated<number>;
    scouting_report_id: number;
    /** As inventory_meta_items.kind: 1 insect, 2 disease, 3 weed type, 4 ecological problem. */
    kind: number;
    name: string;
    scientific_name: string | null;
    account_location_id: number | null;
  };
}
