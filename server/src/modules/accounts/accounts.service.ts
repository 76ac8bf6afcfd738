import { AccountSortColumns, type AccountRow, type AccountSearch } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { scope, type AuthContext } from '../../platform/auth/context';
import { pageOf } from '../../platform/lists';
import { accountsRepo, type AccountSort } from './accounts.repo';

export function accountsService(db: Db) {
  const repo = accountsRepo(db);
  return {
    async search(auth: AuthContext, req: AccountSearch): Promise<{ rows: AccountRow[]; total: number }> {
      const sort = (AccountSortColumns as readonly string[]).includes(req.SortColumn ?? '')
        ? (req.SortColumn as AccountSort)
        : 'Name';
      const { rows, total } = await repo.search(
        scope(auth, 'Account'),
        pageOf(req, 12),
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
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
