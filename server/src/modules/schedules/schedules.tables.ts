import type { Generated } from 'kysely';

type Instant = string | Date;

/** Schedules put work orders on dates with a crew and equipment ('yyyy-MM-dd' dates, 'HH:mm' times). */
export interface ScheduleTables {
  schedules: {
    id: Generated<number>;
    branch_id: number;
    /** ScheduleStatuses. */
    status_id: Generated<number>;
    notes: string | null;
    active: Generated<number>;
    total_value_cents: Generated<number>;
    total_hours_hundredths: Generated<number>;
    created_at: Instant;
    version: Generated<number>;
  };
  schedule_dates: {
    id: Generated<number>;
    schedule_id: number;
    schedule_date: string;
    start_time: Generated<string>;
    end_time: Generated<string>;
    active: Generated<number>;
  };
  schedule_crews: {
    id: Generated<number>;
    schedule_date_id: number;
    employee_id: number;
    /** JobTitles: Foreman 1, Arborist 2, Crew 3. */
    job_title_id: number;
    is_foreman: Generated<number>;
    active: Generated<number>;
  };
  schedule_equipment: {
    id: Generated<number>;
    schedule_date_id: number;
    equipment_resource_id: number;
    daily_rate_cents: Generated<number>;
    active: Generated<number>;
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
  };
}
