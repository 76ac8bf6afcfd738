import {
  EmployeeStatuses,
  employeeRights,
  Messages,
  MIN_PASSWORD_LENGTH,
  type Employee,
  type EmployeeRow,
  type EmployeeSearch,
  type NewEmployee,
  usernameProblem,
} from '@canopy/shared';
import { isForeignKeyViolation, type Db } from '../../platform/db';
import { requireClaim, scope, widestScope, type AuthContext } from '../../platform/auth/context';
import { hashPassword } from '../../platform/auth/passwords';
import { forbidden, notFound, ValidationError } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files';
import { pageOf } from '../../platform/lists';
import { csvCell, toEmployee } from './employees.mapper';
import { EMPLOYEE_SORTS, employeesRepo, type EmployeeSort } from './employees.repo';
import { employeeWritesRepo } from './employee-writes.repo';
import { employeeAccess as access } from './employees.access';

export interface EmployeesDeps {
  db: Db;
  files: FilesService;
  sendPasswordLink: (userId: number, reason: 'reset' | 'welcome') => Promise<boolean>;
}

/** Screens whose claims let a user choose people (account arborists, work-order crews, schedules…). */
const PICKER_CLAIMS = [
  'Employee',
  'Account',
  'WorkOrders',
  'Schedules',
  'Scheduling',
  'Proposals',
  'WorkAuthorizations',
  'Dashboards',
] as const;

const caller = (auth: AuthContext) => ({
  claims: auth.claims,
  employeeId: auth.employeeId,
  branchIds: auth.branchIds,
});

export function employeesService(deps: EmployeesDeps) {
  const { db, files } = deps;
  const repo = employeesRepo(db);

  /** The employee as the caller may see it; an employee outside the caller's reach does not exist for them. */
  async function load(auth: AuthContext, id: number) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    const branches = await repo.branchIds(id);
    const rights = employeeRights(caller(auth), { id, branchIds: branches.map((b) => b.branch_id) });
    if (!rights.view) throw notFound();
    return { row, branches, rights };
  }

  async function get(auth: AuthContext, id: number): Promise<Employee> {
    const { row, branches, rights } = await load(auth, id);
    const [titles, children, user] = await Promise.all([
      repo.jobTitles([id]),
      repo.children(id),
      repo.user(id),
    ]);
    return toEmployee(row, {
      branches,
      jobTitleIds: titles.map((t) => t.job_title_id),
      children,
      user,
      rights,
      photoUrl: files.signedUrl(row.photo_file_id),
      signatureUrl: files.signedUrl(row.signature_file_id),
    });
  }

  async function search(auth: AuthContext, req: EmployeeSearch, take?: number) {
    const sort = (EMPLOYEE_SORTS as string[]).includes(req.SortColumn ?? '')
      ? (req.SortColumn as EmployeeSort)
      : 'LastName';
    const page = pageOf(req, 12);
    const { rows, total } = await repo.search(
      scope(auth, 'Employee'),
      take ? { ...page, skip: 0, take } : page,
      {
        statusIds: req.StatusIds,
        branchIds: req.BranchIds,
        jobTitleIds: req.JobTitleIds,
        hasPortalAccess: req.HasPortalAccess,
        reviewFrom: req.ReviewDateFrom,
        reviewTo: req.ReviewDateTo,
      },
      sort,
      !!req.Descending,
    );
    const titles = await repo.jobTitles(rows.map((r) => r.id));
    const out: EmployeeRow[] = rows.map((r) => ({
      Id: r.id,
      FirstName: r.first_name,
      LastName: r.last_name,
      Email: r.email,
      Phone: r.phone ?? null,
      PrimaryBranchId: r.primary_branch_id,
      PrimaryBranchName: r.branch_name,
      JobTitleIds: titles.filter((t) => t.employee_id === r.id).map((t) => t.job_title_id),
      StatusId: r.status_id,
      HasPortalAccess: r.username != null,
      Username: r.username,
      RoleName: r.role_name,
      DateReview: r.date_review,
      Version: r.version,
    }));
    return { rows: out, total };
  }

  return {
    load,

    async get(auth: AuthContext, id: number): Promise<Employee> {
      requireClaim(auth, access.view);
      return get(auth, id);
    },

    async search(auth: AuthContext, req: EmployeeSearch, take?: number) {
      requireClaim(auth, access.list);
      return search(auth, req, take);
    },

    /** The filtered list as CSV (every matching row, not one page). */
    async csv(auth: AuthContext, req: EmployeeSearch): Promise<string> {
      requireClaim(auth, access.list);
      const { rows } = await search(auth, req, 100_000);
      const titles = ['', 'Foreman', 'Arborist', 'Crew'];
      const head = [
        'Id',
        'First Name',
        'Last Name',
        'Email',
        'Phone',
        'Job Titles',
        'Primary Branch',
        'Status',
        'Portal Access',
        'Username',
        'Role',
        'Review Date',
      ];
      const lines = rows.map((r) =>
        [
          r.Id,
          r.FirstName,
          r.LastName,
          r.Email,
          r.Phone,
          r.JobTitleIds.map((t) => titles[t]).join('; '),
          r.PrimaryBranchName,
          r.StatusId === EmployeeStatuses.Active ? 'Active' : 'Inactive',
          r.HasPortalAccess ? 'Yes' : 'No',
          r.Username,
          r.RoleName,
          r.DateReview,
        ]
          .map(csvCell)
          .join(','),
      );
      return [head.join(','), ...lines].join('\r\n') + '\r\n';
    },

    async create(auth: AuthContext, req: NewEmployee): Promise<Employee> {
      requireClaim(auth, access.full);
      const u = req.User;
      if (!u.JobTitleIds?.length || !u.PrimaryBranchId) {
        throw new ValidationError(
          { Service: [Messages.EmployeeNeedsJobAndBranch] },
          Messages.EmployeeNeedsJobAndBranch,
        );
      }
      const username = req.Username?.trim();
      if (username) {
        const nameProblem = usernameProblem(username);
        if (nameProblem) throw new ValidationError({ Username: [nameProblem] });
        if (await repo.usernameTaken(username))
          throw new ValidationError({ Username: [Messages.UsernameTaken] });
        if ((req.Password ?? '').length < MIN_PASSWORD_LENGTH && !req.SendEmail) {
          throw new ValidationError({ Password: [Messages.PasswordTooShort] });
        }
        if (!req.UserRoleId)
          throw new ValidationError({ UserRoleId: ['Please choose a role for the sign-in.'] });
      }
      const hash = username ? await hashPassword(req.Password || crypto.randomUUID()) : null;
      const { employeeId, userId } = await db.transaction().execute(async (trx) => {
        const writes = employeeWritesRepo(trx);
        const id = await writes.add({
          first_name: u.FirstName.trim(),
          last_name: u.LastName.trim(),
          email: u.Email?.trim() || null,
          primary_branch_id: u.PrimaryBranchId!,
        });
        await writes.replaceJobTitles(id, u.JobTitleIds!);
        await writes.replaceBranches(id, [u.PrimaryBranchId!]);
        const uid =
          username && hash
            ? await writes.addUser({
                employee_id: id,
                username,
                password_hash: hash,
                role_id: req.UserRoleId!,
              })
            : null;
        return { employeeId: id, userId: uid };
      });
      if (userId && req.SendEmail) await deps.sendPasswordLink(userId, 'welcome');
      return get(auth, employeeId);
    },

    async setStatus(auth: AuthContext, id: number, active: boolean): Promise<Employee> {
      requireClaim(auth, access.full);
      const { rights } = await load(auth, id);
      if (!rights.editFull) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const writes = employeeWritesRepo(trx);
        await writes.setStatus(id, active ? EmployeeStatuses.Active : EmployeeStatuses.Inactive);
        // Deactivating removes portal access; its sessions go with the user row.
        if (!active) await writes.removeUser(id);
      });
      return get(auth, id);
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.full);
      const { rights } = await load(auth, id);
      if (!rights.editFull) throw forbidden();
      try {
        await db.transaction().execute(async (trx) => {
          await employeeWritesRepo(trx).removeUser(id);
          await employeeWritesRepo(trx).remove(id);
        });
      } catch (e) {
        if (isForeignKeyViolation(e))
          throw new ValidationError(
            {
              Service: [
                'This employee is still referenced (accounts, branches or work) and cannot be deleted; deactivate instead.',
              ],
            },
            Messages.DeleteFailed,
          );
        throw e;
      }
    },

    /**
     * A short list for pickers (arborists, foremen, managers): active employees within the widest reach
     * the caller has through the claims of the screens that pick people.
     */
    async simple(
      auth: AuthContext,
      opts: { jobTitleIds?: number[]; branchId?: number; query?: string; skip?: number; take?: number },
    ) {
      const { rows } = await repo.search(
        widestScope(auth, PICKER_CLAIMS),
        {
          query: opts.query ?? '*',
          words: (opts.query ?? '').split(/\s+/).filter((w) => w && w !== '*'),
          skip: opts.skip ?? 0,
          take: opts.take ?? 99,
          includeArchived: false,
        },
        {
          statusIds: [EmployeeStatuses.Active],
          jobTitleIds: opts.jobTitleIds,
          branchIds: opts.branchId ? [opts.branchId] : undefined,
        },
        'LastName',
        false,
      );
      return rows.map((r) => ({ Id: r.id, Name: `${r.first_name} ${r.last_name}` }));
    },
  };
}
export type EmployeesService = ReturnType<typeof employeesService>;
