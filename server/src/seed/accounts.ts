import { AccountStatuses, AccountTypes, ClientTypes, PhoneTypes } from '@canopy/shared';
import type { Db } from '../platform/db';
import { COMPANIES, FIRST, LAST, rng, STREETS, SUFFIX, type Rng } from './random';
import { refreshAsTablesGrow } from './statistics';

interface BranchPlace {
  id: number;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

const BATCH = 500;

const two = (n: number) => String(n).padStart(2, '0');
const sinceDate = (r: Rng) => `${r.int(2008, 2025)}-${two(r.int(1, 12))}-${two(r.int(1, 28))}`;

/** Inserts `count` accounts, each with a primary contact and one to three service locations. */
export async function insertAccounts(
  db: Db,
  r: Rng,
  count: number,
  branches: readonly BranchPlace[],
  arborists: { id: number; branch: number }[],
): Promise<void> {
  // Sources exist when the settings lists are seeded first (the large seed); the demo sets them later.
  const sourceIds = (await db.selectFrom('sources').select('id').orderBy('id').execute()).map((s) => s.id);
  for (let start = 0; start < count; start += BATCH) {
    await refreshAsTablesGrow(db, start / BATCH);
    const n = Math.min(BATCH, count - start);
    // The account-side details draw from their own generator, so the main one (names, branches,
    // addresses) gives the same company it always has.
    const side = rng(1_000_003 + start);
    await db.transaction().execute(async (trx) => {
      const plans = Array.from({ length: n }, () => {
        const branch = r.pick(branches);
        const commercial = r.chance(0.2);
        const first = r.pick(FIRST);
        const last = r.pick(LAST);
        const local = arborists.filter((a) => a.branch === branch.id);
        const arborist = r.pick(local.length ? local : arborists);
        return { branch, commercial, first, last, arborist };
      });
      const accounts = await trx
        .insertInto('accounts')
        .values(
          plans.map((p) => {
            const name = p.commercial ? `${p.last} ${r.pick(COMPANIES)}` : `${p.last}, ${p.first}`;
            const customer = r.chance(0.7);
            return {
              name,
              account_type_id: customer ? AccountTypes.Customer : AccountTypes.Prospect,
              client_type_id: p.commercial ? ClientTypes.Commercial : ClientTypes.Residential,
              status_id: r.chance(0.8)
                ? AccountStatuses.Active
                : r.pick([AccountStatuses.Pending, AccountStatuses.Inactive]),
              branch_id: p.branch.id,
              arborist_id: p.arborist.id,
              source_id: sourceIds.length ? side.pick(sourceIds) : null,
              customer_since: customer ? sinceDate(side) : null,
            };
          }),
        )
        .returning('id')
        .execute();
      const contacts = accounts.map((a, i) => {
        const p = plans[i]!;
        return {
          account_id: a.id,
          first_name: p.first,
          last_name: p.last,
          email: `${p.first}.${p.last}${a.id}@mail.example`.toLowerCase(),
          phone: `${r.int(200, 989)}${r.int(200, 999)}${String(r.int(0, 9999)).padStart(4, '0')}`,
          is_primary: 1,
          receives_billing: 1,
          receives_proposal: 1,
        };
      });
      const contactIds = await trx.insertInto('contacts').values(contacts).returning('id').execute();
      // contacts.phone is the account list's copy of the preferred phone; the phones table holds it.
      await trx
        .insertInto('contact_phones')
        .values(
          contactIds.map((c, i) => ({
            contact_id: c.id,
            phone: contacts[i]!.phone,
            phone_type_id: side.chance(0.6) ? PhoneTypes.Mobile : PhoneTypes.Home,
            is_preferred: 1,
          })),
        )
        .execute();
      const locations = accounts.flatMap((a, i) => {
        const p = plans[i]!;
        return Array.from({ length: p.commercial ? r.int(1, 3) : 1 }, (_, k) => ({
          account_id: a.id,
          branch_id: p.branch.id,
          address: `${r.int(100, 9999)} ${r.pick(STREETS)} ${r.pick(SUFFIX)}`,
          city: p.branch.city,
          state: p.branch.state,
          zip: p.branch.zip,
          latitude: Number((p.branch.lat + (r.next() - 0.5) * 0.1).toFixed(6)),
          longitude: Number((p.branch.lng + (r.next() - 0.5) * 0.1).toFixed(6)),
          is_bill_to: k === 0 ? 1 : 0,
        }));
      });
      for (let i = 0; i < locations.length; i += BATCH) {
        await trx
          .insertInto('account_locations')
          .values(locations.slice(i, i + BATCH))
          .execute();
      }
    });
  }
}
