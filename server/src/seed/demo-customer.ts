import { AccountStatuses, AccountTypes } from '@canopy/shared';
import type { Db } from '../platform/db';

export interface DemoCustomer {
  name: string;
  branchId: number;
  /** The service address, in Evanston (zip 60201). */
  street: string;
  /** The billing address's first line, in Evanston. */
  billTo: { address1: string; zip: string };
  /** The primary contact, who receives the bills. */
  contact: { first: string; last: string; email: string };
}

/**
 * An active customer as the demo's later additions need one: a location with a tree on file, its
 * bill-paying primary contact and a billing address (`completeLocations` links contact and territory).
 */
export async function addDemoCustomer(trx: Db, c: DemoCustomer) {
  const account = await trx
    .insertInto('accounts')
    .values({
      name: c.name,
      account_type_id: AccountTypes.Customer,
      status_id: AccountStatuses.Active,
      branch_id: c.branchId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await trx
    .insertInto('account_locations')
    .values({
      account_id: account.id,
      branch_id: c.branchId,
      address: c.street,
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
      first_name: c.contact.first,
      last_name: c.contact.last,
      email: c.contact.email,
      receives_billing: 1,
      receives_proposal: 0,
      is_primary: 1,
      status_id: 1,
    })
    .execute();
  await trx
    .insertInto('account_billing_addresses')
    .values({
      account_id: account.id,
      address1: c.billTo.address1,
      city: 'Evanston',
      state: 'IL',
      zip: c.billTo.zip,
    })
    .execute();
  await aTreeAt(trx, location.id);
  return { accountId: account.id, locationId: location.id };
}

/** A customer's location has some inventory on file (the oaks of its work), as every demo customer's. */
async function aTreeAt(db: Db, locationId: number): Promise<void> {
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
