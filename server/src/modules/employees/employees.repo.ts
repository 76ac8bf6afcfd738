import type { Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { listTotal } from '../../platform/db/count-cache';
import { matchesText } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';

export interface EmployeeFilter {
  statusIds?: number[];
  branchIds?: number[];
  jobTitleIds?: number[];
  hasPortalAccess?: boolean | null;
  reviewFrom?: string | null;
  reviewTo?: string | null;
}

const SORTS = {
  LastName: 'e.last_name',
  FirstName: 'e.first_name',
  DateReview: 'e.date_review',
  Id: 'e.id',
} as const;
export type EmployeeSort = keyof typeof SORTS;
export const EMPLOYEE_SORTS = Object.keys(SORTS) as EmployeeSort[];

export function employeesRepo(db: Db) {
  const inBranches = (ids: number[]) => (eb: any) =>
    eb.exists(
      eb
        .selectFrom('employee_branches as eb2')
        .select('eb2.employee_id')
        .whereRef('eb2.employee_id', '=', 'e.id')
        .where('eb2.branch_id', 'in', ids.length ? ids : [-1]),
    );

  const filtered = (scope: Scope, page: Page, f: EmployeeFilter) => {
    let q = db.selectFrom('employees as e').leftJoin('users as u', 'u.employee_id', 'e.id');
    if (scope.kind === 'branch') q = q.where(inBranches(scope.branchIds));
    if (scope.kind === 'personal') q = q.where('e.id', '=', scope.employeeId);
    if (scope.kind === 'none') q = q.where('e.id', '=', -1);
    if (f.statusIds?.length) q = q.where('e.status_id', 'in', f.statusIds);
    if (f.branchIds?.length) q = q.where(inBranches(f.branchIds));
    if (f.jobTitleIds?.length) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('employee_job_titles as j')
            .select('j.employee_id')
            .whereRef('j.employee_id', '=', 'e.id')
            .where('j.job_title_id', 'in', f.jobTitleIds!),
        ),
      );
    }
    if (f.hasPortalAccess === true) q = q.where('u.id', 'is not', null);
    if (f.hasPortalAccess === false) q = q.where('u.id', 'is', null);
    if (f.reviewFrom) q = q.where('e.date_review', '>=', f.reviewFrom);
    if (f.reviewTo) q = q.where('e.date_review', '<=', f.reviewTo);
    if (page.words.length) q = q.where(matchesText(db, 'employees', 'e.id', page.words));
    return q;
  };

  return {
    async search(scope: Scope, page: Page, f: EmployeeFilter, sort: EmployeeSort, descending: boolean) {
      const [rows, total] = await Promise.all([
        filtered(scope, page, f)
          .leftJoin('branches as b', 'b.id', 'e.primary_branch_id')
          .leftJoin('user_roles as r', 'r.id', 'u.role_id')
          .select([
            'e.id',
            'e.first_name',
            'e.last_name',
            'e.email',
            'e.primary_branch_id',
            'e.status_id',
            'e.date_review',
            'e.version',
            'b.name as branch_name',
            'u.username',
            'r.name as role_name',
            (eb) =>
              eb
                .selectFrom('employee_phones as p')
                .select('p.phone')
                .whereRef('p.employee_id', '=', 'e.id')
                .orderBy('p.is_preferred', 'desc')
                .orderBy('p.id')
                .limit(1)
                .as('phone'),
          ])
          .orderBy(SORTS[sort], descending ? 'desc' : 'asc')
          .orderBy('e.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        listTotal(db, 'employees', scope, page, f, async () => {
          const { n } = await filtered(scope, page, f)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      return { rows, total };
    },

    jobTitles(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('employee_job_titles')
        .select(['employee_id', 'job_title_id'])
        .where('employee_id', 'in', ids)
        .orderBy('job_title_id')
        .execute();
    },

    byId(id: number) {
      return db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
    },

    branchIds(id: number) {
      return db
        .selectFrom('employee_branches as eb')
        .innerJoin('branches as b', 'b.id', 'eb.branch_id')
        .select(['eb.branch_id', 'b.name'])
        .where('eb.employee_id', '=', id)
        .orderBy('b.name')
        .execute();
    },

    user(employeeId: number) {
      return db.selectFrom('users').selectAll().where('employee_id', '=', employeeId).executeTakeFirst();
    },

    children(id: number) {
      return Promise.all([
        db.selectFrom('employee_phones').selectAll().where('employee_id', '=', id).orderBy('id').execute(),
        db
          .selectFrom('employee_geographic')
          .selectAll()
          .where('employee_id', '=', id)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('employee_emergency_contacts')
          .selectAll()
          .where('employee_id', '=', id)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('employee_work_shifts')
          .selectAll()
          .where('employee_id', '=', id)
          .orderBy('day')
          .orderBy('time_start')
          .execute(),
        db
          .selectFrom('employee_certifications')
          .selectAll()
          .where('employee_id', '=', id)
          .orderBy('id')
          .execute(),
      ]);
    },

    /** The employee a sign-in belongs to. */
    userById(userId: number) {
      return db.selectFrom('users').select(['employee_id']).where('id', '=', userId).executeTakeFirst();
    },

    async roleExists(roleId: number): Promise<boolean> {
      return !!(await db.selectFrom('user_roles').select('id').where('id', '=', roleId).executeTakeFirst());
    },

    async allBranchIds(): Promise<number[]> {
      return (await db.selectFrom('branches').select('id').execute()).map((b) => b.id);
    },

    usernameTaken(username: string, exceptUserId = 0) {
      return db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .where('id', '<>', exceptUserId)
        .executeTakeFirst();
    },
  };
}
export type EmployeesRepo = ReturnType<typeof employeesRepo>;
