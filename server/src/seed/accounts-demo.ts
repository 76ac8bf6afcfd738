import { AccountStatuses, AccountTypes, ClientTypes, PhoneTypes } from '@canopy/shared';
import type { Db } from '../platform/db';
import { FIRST, LAST, rng, STREETS, SUFFIX } from './random';

// The account side of the demo company: sources and source codes, customer-since dates, sales reps,
// billing addresses, down payments, more contacts with titles and phones, office comments and purchase
// orders. Runs after the settings lists exist; everything is drawn from one seeded generator.

const COMMENTS = [
  'Customer asked that crews park on the street, not the driveway.',
  'Called about the invoice; explained the plant health care visits are billed per round.',
  'Prefers e-mail over phone calls before 10 a.m.',
  'Gate code changed; see the location notes.',
  'Asked for a second opinion on the oak by the garage before approving removal.',
  'Paid the deposit by check at the office.',
  'Wants the spring fertilization scheduled before Memorial Day.',
  'Board approves work over $5,000 at the monthly meeting; allow time.',
  'Neighbor complained about overhanging limbs; customer wants a pruning quote.',
  'Renewal letter sent; customer will decide after the budget meeting.',
];
// The office manager (all branches) and each branch's manager write the comments.
const OFFICE_MANAGER = 2;
const BRANCH_MANAGER: Record<number, number> = { 1: 4, 2: 10, 3: 1 };
const BASE_DAY = Date.UTC(2026, 10, 20, 15, 0, 0);
const DAY = 86_400_000;

const two = (n: number) => String(n).padStart(2, '0');

export async function seedAccountsDemo(db: Db): Promise<void> {
  const r = rng(20261122);
  const ids = async (table: 'sources' | 'source_codes' | 'inactive_reasons' | 'contact_titles') =>
    (await db.selectFrom(table).select(['id', 'name']).orderBy('id').execute()) as {
      id: number;
      name: string;
    }[];
  const [sources, codes, reasons, titles] = await Promise.all([
    ids('sources'),
    ids('source_codes'),
    ids('inactive_reasons'),
    ids('contact_titles'),
  ]);
  const title = (name: string) => titles.find((t) => t.name === name)?.id ?? null;
  const reps = await db
    .selectFrom('employees')
    .select(['id', 'primary_branch_id'])
    .where('is_sales_rep', '=', 1)
    .orderBy('id')
    .execute();
  const accounts = await db
    .selectFrom('accounts as a')
    .leftJoin('contacts as c', (j) => j.onRef('c.account_id', '=', 'a.id').on('c.is_primary', '=', 1))
    .select([
      'a.id',
      'a.name',
      'a.client_type_id',
      'a.account_type_id',
      'a.status_id',
      'a.branch_id',
      'a.arborist_id',
      'c.id as contact_id',
    ])
    .orderBy('a.id')
    .execute();

  await db.transaction().execute(async (trx) => {
    for (const a of accounts) {
      const commercial = a.client_type_id === ClientTypes.Commercial;
      const downPayment = commercial ? r.pick([null, 2500, 5000]) : r.chance(0.25) ? 1000 : null;
      await trx
        .updateTable('accounts')
        .set({
          source_id: r.pick(sources).id,
          source_code_id: r.chance(0.4) ? r.pick(codes).id : null,
          inactive_reason_id: a.status_id === AccountStatuses.Inactive ? r.pick(reasons).id : null,
          customer_since:
            a.account_type_id === AccountTypes.Customer
              ? `${r.int(2012, 2025)}-${two(r.int(1, 12))}-${two(r.int(1, 28))}`
              : null,
          minimum_down_payment_bp: downPayment,
          call_first_before_auto_pay: downPayment && r.chance(0.5) ? 1 : 0,
          do_not_email: r.chance(0.1) ? 1 : 0,
          tax_exempt: commercial && r.chance(0.3) ? 1 : 0,
        })
        .where('id', '=', a.id)
        .execute();

      const local = reps.filter((p) => p.primary_branch_id === a.branch_id && p.id !== a.arborist_id);
      const repIds = [a.arborist_id, ...(r.chance(0.3) && local.length ? [r.pick(local).id] : [])];
      const uniqueReps = [...new Set(repIds.filter((id): id is number => id !== null))];
      if (uniqueReps.length)
        await trx
          .insertInto('account_sales_reps')
          .values(uniqueReps.map((employee_id) => ({ account_id: a.id, employee_id })))
          .execute();

      if (commercial || r.chance(0.2)) {
        await trx
          .insertInto('account_billing_addresses')
          .values({
            account_id: a.id,
            address1: commercial
              ? `PO Box ${r.int(100, 9999)}`
              : `${r.int(100, 9999)} ${r.pick(STREETS)} ${r.pick(SUFFIX)}`,
            address2: commercial && r.chance(0.5) ? `Attn: Accounts Payable` : null,
            city: r.pick(['Chicago', 'Evanston', 'Naperville', 'Skokie']),
            state: 'IL',
            zip: r.pick(['60601', '60201', '60540', '60076']),
          })
          .execute();
      }

      if (a.contact_id)
        await trx
          .updateTable('contacts')
          .set({ title_id: title(commercial ? 'Property Manager' : 'Owner') })
          .where('id', '=', a.contact_id)
          .execute();
      const extra = commercial ? r.int(1, 2) : r.chance(0.3) ? 1 : 0;
      for (let k = 0; k < extra; k++) {
        const first = r.pick(FIRST);
        const last = r.pick(LAST);
        const billing = commercial && k === 0;
        const email =
          billing || r.chance(0.6) ? `${first}.${last}${a.id}${k}@mail.example`.toLowerCase() : null;
        const phone = `${r.int(200, 989)}${r.int(200, 999)}${String(r.int(0, 9999)).padStart(4, '0')}`;
        const ext = commercial && r.chance(0.4) ? String(r.int(10, 999)) : null;
        const c = await trx
          .insertInto('contacts')
          .values({
            account_id: a.id,
            first_name: first,
            last_name: commercial ? last : (a.name.split(',')[0] ?? last),
            email,
            phone,
            phone_extension: ext,
            title_id: title(billing ? 'Accounts Payable' : commercial ? 'Facilities Manager' : 'Spouse'),
            receives_billing: email && billing ? 1 : 0,
            receives_proposal: email ? 1 : 0,
            status_id: r.chance(0.9) ? 1 : 2,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('contact_phones')
          .values([
            { contact_id: c.id, phone, extension: ext, phone_type_id: PhoneTypes.Work, is_preferred: 1 },
            ...(r.chance(0.5)
              ? [
                  {
                    contact_id: c.id,
                    phone: `${r.int(200, 989)}${r.int(200, 999)}${String(r.int(0, 9999)).padStart(4, '0')}`,
                    extension: null,
                    phone_type_id: PhoneTypes.Mobile,
                    is_preferred: 0,
                  },
                ]
              : []),
          ])
          .execute();
      }

      const comments = r.int(0, 3);
      for (let k = 0; k < comments; k++) {
        await trx
          .insertInto('account_office_comments')
          .values({
            account_id: a.id,
            note_text: r.pick(COMMENTS),
            created_at: new Date(BASE_DAY - r.int(1, 400) * DAY - r.int(0, 600) * 60_000).toISOString(),
            created_by: r.pick([OFFICE_MANAGER, BRANCH_MANAGER[a.branch_id] ?? OFFICE_MANAGER]),
          })
          .execute();
      }

      if (commercial) {
        const pos = r.int(1, 3);
        for (let k = 0; k < pos; k++) {
          const year = 2026 - k;
          await trx
            .insertInto('account_purchase_orders')
            .values({
              account_id: a.id,
              po: `PO-${year}-${String(a.id * 10 + k).padStart(5, '0')}`,
              effective_start_date: `${year}-01-01`,
              effective_end_date: `${year}-12-31`,
              archived: year < 2026 ? 1 : 0,
            })
            .execute();
        }
      }
    }
  });
}
