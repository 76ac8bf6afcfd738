import { AccountStatuses, AccountTypes, ClientTypes } from '@canopy/shared';
import type { Db } from '../platform/db';
import { COMPANIES, FIRST, LAST, STREETS, SUFFIX, type Rng } from './random';

interface BranchPlace {
  id: number;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

const BATCH = 500;

/** Inserts `count` accounts, each with a primary contact and one to three service locations. */
export async function insertAccounts(
  db: Db,
  r: Rng,
  count: number,
  branches: readonly BranchPlace[],
  arborists: { id: number; branch: number }[],
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
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
          plans.map((p) => ({
            name: p.commercial ? `${p.last} ${r.pick(COMPANIES)}` : `${p.last}, ${p.first}`,
            account_type_id: r.chance(0.7) ? AccountTypes.Customer : AccountTypes.Prospect,
            client_type_id: p.commercial ? ClientTypes.Commercial : ClientTypes.Residential,
            status_id: r.chance(0.8)
              ? AccountStatuses.Active
              : r.pick([AccountStatuses.Pending, AccountStatuses.Inactive]),
            branch_id: p.branch.id,
            arborist_id: p.arborist.id,
          })),
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
        };
      });
      await trx.insertInto('contacts').values(contacts).execute();
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
