import { ScheduleStatuses, WorkOrderStatuses } from '@canopy/shared';
import type { Db } from '../platform/db';
import { addDemoCustomer } from './demo-customer';

/** The account whose finished day waits for the office: its confirmation makes billing's next invoice. */
export const TO_CONFIRM_ACCOUNT = 'Cedar Point Condominiums';

/**
 * A finished day the office has not confirmed yet: an Ended schedule with one completed work order,
 * so confirming it (the office's step) makes the invoice billing then approves and mails.
 */
export async function seedScheduleToConfirm(db: Db, today: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const branch = 1;
    const service = await trx.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { accountId, locationId } = await addDemoCustomer(trx, {
      name: TO_CONFIRM_ACCOUNT,
      branchId: branch,
      street: '18 Cedar Point Dr',
      billTo: { address1: 'PO Box 410', zip: '60204' },
      contact: { first: 'Morgan', last: 'Reyes', email: 'board@cedarpoint.example' },
    });
    const at = new Date(`${today}T15:00:00Z`).toISOString();
    const wo = await trx
      .insertInto('work_orders')
      .values({
        sub_type_id: 1,
        status_id: WorkOrderStatuses.Completed,
        service_group_id: 1,
        account_id: accountId,
        account_location_id: locationId,
        branch_id: branch,
        sales_rep_id: 6,
        description: 'Raise the canopy of the courtyard oaks',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('work_order_services')
      .values({ work_order_id: wo.id, service_id: service.id, total_cost_cents: 64_000, created_at: at })
      .execute();
    const schedule = await trx
      .insertInto('schedules')
      .values({ branch_id: branch, status_id: ScheduleStatuses.Ended, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('schedule_dates')
      .values({ schedule_id: schedule.id, schedule_date: today, start_time: '07:30', end_time: '16:00' })
      .execute();
    await trx
      .insertInto('schedule_work_orders')
      .values({ schedule_id: schedule.id, work_order_id: wo.id })
      .execute();
  });
}
