import { randomBytes } from 'node:crypto';
import { ClaimTypeList, DefaultRoles, JobTitles, todayIsoDate } from '@canopy/shared';
import { resyncIds, type DbHandle } from '../platform/db';
import { hashPassword } from '../platform/auth/passwords';
import { insertAccounts } from './accounts';
import { seedAccountsDemo } from './accounts-demo';
import { completeLocations, seedLocationsDemo } from './locations-demo';
import { seedWorkOrdersDemo } from './work-orders-demo';
import { seedWorkOrderProblemsDemo } from './work-order-problems-demo';
import { seedWorkOrderImagesDemo } from './work-order-images-demo';
import { seedCatalogue } from './catalogue';
import { seedCatalogueB } from './catalogue-b';
import { seedOrganisation } from './organisation';
import { seedTransfersDemo } from './transfers-demo';
import { seedChemicalApplicationsDemo } from './chemical-applications-demo';
import { seedPrevailingWagesDemo } from './prevailing-wages-demo';
import { seedWorkOrderMaterialsDemo } from './work-order-materials-demo';
import { seedProposalDocumentsDemo } from './proposal-documents-demo';
import { seedProposalsDemo } from './proposals-demo';
import { seedServiceRequestsDemo } from './service-requests-demo';
import { seedWorkAuthorizationsDemo } from './work-authorizations-demo';
import { seedContractsDemo } from './contracts-demo';
import { seedInvoicesDemo } from './invoices-demo';
import { seedInvoicePaymentsDemo } from './invoice-payments-demo';
import { seedScheduleToConfirm } from './schedule-to-confirm-demo';
import { seedStatementsDemo } from './statements-demo';
import { rng } from './random';

export const DEMO_BRANCHES = [
  { id: 1, name: 'North Shore', city: 'Evanston', state: 'IL', zip: '60201', lat: 42.0451, lng: -87.6877 },
  { id: 2, name: 'Lakeview', city: 'Chicago', state: 'IL', zip: '60657', lat: 41.9434, lng: -87.6553 },
  { id: 3, name: 'Fox Valley', city: 'Naperville', state: 'IL', zip: '60540', lat: 41.7508, lng: -88.1535 },
] as const;

// Employee 6 is the spec's default arborist for new accounts.
const PEOPLE = [
  { id: 1, first: 'Alex', last: 'Morgan', job: null, branch: 1, all: true, role: 1, user: 'admin' },
  { id: 2, first: 'Olivia', last: 'Hart', job: null, branch: 1, all: true, role: 23, user: 'officemanager' },
  { id: 3, first: 'Bill', last: 'Chen', job: null, branch: 1, all: true, role: 5, user: 'billing' },
  { id: 4, first: 'Brenda', last: 'Walsh', job: null, branch: 1, all: false, role: 4, user: 'branchmanager' },
  {
    id: 5,
    first: 'Frank',
    last: 'Ortiz',
    job: JobTitles.Foreman,
    branch: 1,
    all: false,
    role: 3,
    user: 'foreman',
  },
  {
    id: 6,
    first: 'Ava',
    last: 'Lindqvist',
    job: JobTitles.Arborist,
    branch: 1,
    all: false,
    role: 2,
    user: 'arborist',
  },
  {
    id: 7,
    first: 'Marcus',
    last: 'Reed',
    job: JobTitles.Arborist,
    branch: 2,
    all: false,
    role: 2,
    user: 'arborist2',
  },
  {
    id: 8,
    first: 'Carlos',
    last: 'Diaz',
    job: JobTitles.Crew,
    branch: 1,
    all: false,
    role: null,
    user: null,
  },
  {
    id: 9,
    first: 'Grace',
    last: 'Kim',
    job: JobTitles.Foreman,
    branch: 2,
    all: false,
    role: 3,
    user: 'foreman2',
  },
  { id: 10, first: 'Noah', last: 'Patel', job: null, branch: 2, all: false, role: 4, user: 'branchmanager2' },
  {
    id: 11,
    first: 'Elena',
    last: 'Novak',
    job: JobTitles.Arborist,
    branch: 3,
    all: false,
    role: 2,
    user: 'arborist3',
  },
  {
    id: 12,
    first: 'Sam',
    last: 'Okafor',
    job: JobTitles.Crew,
    branch: 2,
    all: false,
    role: null,
    user: null,
  },
] as const;

export interface SignIn {
  username: string;
  role: string;
}

export async function isEmpty(h: DbHandle): Promise<boolean> {
  const r = await h.db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n) === 0;
}

/** Builds a small, realistic company. Returns the sign-ins and the password they share. */
export async function seedDemo(
  h: DbHandle,
  adminPassword?: string,
  hashCost?: { N: number },
): Promise<{ password: string; signIns: SignIn[] }> {
  const password = adminPassword ?? randomBytes(9).toString('base64url');
  const hash = await hashPassword(password, hashCost);
  const claimIds = new Map<string, number>(ClaimTypeList.map((c) => [c.Name, c.Id]));
  await h.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('branches')
      .values(DEMO_BRANCHES.map((b) => ({ id: b.id, name: b.name, status_id: 1 })))
      .execute();
    for (const role of DefaultRoles) {
      await trx
        .insertInto('user_roles')
        .values({ id: role.Id, name: role.Name, landing_page_id: role.LandingPageId })
        .execute();
      const claims = Object.entries(role.Claims).map(([name, value]) => ({
        role_id: role.Id,
        claim_type_id: claimIds.get(name)!,
        value: value!,
      }));
      if (claims.length) await trx.insertInto('role_claims').values(claims).execute();
    }
    for (const p of PEOPLE) {
      await trx
        .insertInto('employees')
        .values({
          id: p.id,
          first_name: p.first,
          last_name: p.last,
          email: `${p.first.toLowerCase()}.${p.last.toLowerCase()}@canopy.example`,
          primary_branch_id: p.branch,
          is_sales_rep: p.job === JobTitles.Arborist ? 1 : 0,
        })
        .execute();
      if (p.job)
        await trx
          .insertInto('employee_job_titles')
          .values({ employee_id: p.id, job_title_id: p.job })
          .execute();
      const branches = p.all ? DEMO_BRANCHES.map((b) => b.id) : [p.branch];
      await trx
        .insertInto('employee_branches')
        .values(branches.map((b) => ({ employee_id: p.id, branch_id: b })))
        .execute();
      if (p.user && p.role) {
        await trx
          .insertInto('users')
          .values({ employee_id: p.id, username: p.user, password_hash: hash, role_id: p.role })
          .execute();
      }
    }
  });
  for (const t of ['branches', 'user_roles', 'employees']) await resyncIds(h, t);
  const arborists = PEOPLE.filter((p) => p.job === JobTitles.Arborist).map((p) => ({
    id: p.id,
    branch: p.branch,
  }));
  await insertAccounts(h.db, rng(20261121), 36, DEMO_BRANCHES, arborists);
  await seedCatalogue(h.db);
  await seedOrganisation(h.db);
  await seedCatalogueB(h.db);
  await seedAccountsDemo(h.db);
  await seedLocationsDemo(h.db);
  await seedWorkOrdersDemo(h.db);
  await seedWorkOrderImagesDemo(h.db);
  await seedPrevailingWagesDemo(h.db);
  await seedTransfersDemo(h.db);
  await seedWorkOrderProblemsDemo(h.db);
  await seedChemicalApplicationsDemo(h.db);
  await seedWorkOrderMaterialsDemo(h.db);
  await seedProposalsDemo(h.db);
  await seedProposalDocumentsDemo(h.db);
  await seedServiceRequestsDemo(h.db);
  await seedWorkAuthorizationsDemo(h.db);
  await seedContractsDemo(h.db);
  await seedInvoicesDemo(h.db);
  // Payments first: the statements' aged invoices must stay owed.
  await seedInvoicePaymentsDemo(h.db);
  await seedStatementsDemo(h.db);
  await seedScheduleToConfirm(h.db, todayIsoDate());
  // The accounts billing's demo added last get their locations' primary contact and territory too.
  await completeLocations(h.db);
  const roleName = new Map(DefaultRoles.map((r) => [r.Id, r.Name]));
  return {
    password,
    signIns: PEOPLE.filter((p) => p.user).map((p) => ({ username: p.user!, role: roleName.get(p.role!)! })),
  };
}
