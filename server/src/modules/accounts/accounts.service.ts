import {
  ACCOUNT_PAGE_SIZE,
  AccountSortColumns,
  EmployeeStatuses,
  JobTitles,
  type AccountRow,
  type AccountSearch,
  type IdName,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { pageOf } from '../../platform/lists';
import { employeesRepo } from '../employees/employees.repo';
import { accountAccess as access, viewScope } from './accounts.access';
import { accountsRepo, type AccountSort } from './accounts.repo';

export function accountsService(db: Db) {
  const repo = accountsRepo(db);
  return {
    async search(auth: AuthContext, req: AccountSearch): Promise<{ rows: AccountRow[]; total: number }> {
      requireClaim(auth, access.view);
      const sort = (AccountSortColumns as readonly string[]).includes(req.SortColumn ?? '')
        ? (req.SortColumn as AccountSort)
        : 'Name';
      const { rows, total } = await repo.search(
        viewScope(auth),
        pageOf(req, ACCOUNT_PAGE_SIZE),
        { statusIds: req.StatusIds, salesTerritoryIds: req.SalesTerritoryIds, arboristIds: req.ArboristIds },
        sort,
        !!req.Descending,
      );
      return {
        total,
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          AccountTypeId: r.account_type_id,
          ClientTypeId: r.client_type_id,
          StatusId: r.status_id,
          BranchId: r.branch_id,
          BranchName: r.branch_name,
          ArboristId: r.arborist_id,
          ArboristName: r.arborist_first ? `${r.arborist_first} ${r.arborist_last}` : null,
          Address: r.address,
          City: r.city,
          State: r.state,
          Zip: r.zip,
          Phone: r.phone ? r.phone + (r.phone_extension ?? '') : null,
          Version: r.version,
        })),
      };
    },

    /**
     * The arborists the account screens offer, by the caller's Account claim: ReadOnly or Full every
     * active arborist, Branch those working in the caller's branches; `branchId` narrows to one branch.
     */
    async arborists(auth: AuthContext, branchId?: number): Promise<IdName[]> {
      requireClaim(auth, access.view);
      const { rows } = await employeesRepo(db).search(
        viewScope(auth),
        { query: '*', words: [], skip: 0, take: 999, includeArchived: false },
        {
          statusIds: [EmployeeStatuses.Active],
          jobTitleIds: [JobTitles.Arborist],
          branchIds: branchId ? [branchId] : undefined,
        },
        'LastName',
        false,
      );
      return rows.map((r) => ({ Id: r.id, Name: `${r.first_name} ${r.last_name}` }));
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
