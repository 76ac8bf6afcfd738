import { ScheduleStatuses, WorkOrderStatuses } from '@canopy/shared';
import type { Db } from '../platform/db';

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
    const account = await trx
      .insertInto('accounts')
      .values({ name: TO_CONFIRM_ACCOUNT, account_type_id: 1, status_id: 2, branch_id: branch })
      .returning('id')
      .executeTakeFirstOrThrow();
    const location = await trx
      .insertInto('account_locations')
      .values({
        account_id: account.id,
        branch_id: branch,
        address: '18 Cedar Point Dr',
        city: 'Evanston',
        state: 'IL',
        zip: '60201',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('contacts')
      .values({
        account_id: account.id,
        first_name: 'Morgan',
        last_name: 'Reyes',
        email: 'board@cedarpoint.example',
        receives_billing: 1,
        receives_proposal: 0,
        is_primary: 1,
        status_id: 1,
      })
      .execute();
    await trx
      .insertInto('account_billing_addresses')
      .values({ account_id: account.id, address1: 'PO Box 410', city: 'Evanston', state: 'IL', zip: '60204' })
      .execute();
    const at = new Date(`${today}T15:00:00Z`).toISOString();
    const wo = await trx
      .insertInto('work_orders')
      .values({
        sub_type_id: 1,
        status_id: WorkOrderStatuses.Completed,
        service_group_id: 1,
        account_id: account.id,
        account_location_id: location.id,
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
    await aTreeAt(trx, location.id);
  });
}

/** A customer's location has some inventory on file (the oaks of its work), as every demo customer's. */
export async function aTreeAt(db: Db, locationId: number): Promise<void> {
  const oak = await db
    .selectFrom('inventory_item_types')
    .select('id')
    .where('name', 'like', '%Oak%')
    .orderBy('id')
    .executeTakeFirst();
  await db
    .insertInto('service_items')
    .values({
      account_location_id: locationId,
      type_id: oak?.id ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
