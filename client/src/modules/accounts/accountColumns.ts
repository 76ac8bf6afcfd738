import {
  AccountStatuses,
  AccountTypes,
  formatPhone,
  formatZip,
  nameOf,
  type AccountRow,
} from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';

const address = (a: AccountRow) => {
  const cityLine = [a.City, [a.State, formatZip(a.Zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.Address, cityLine].filter(Boolean).join(', ');
};

/** Keys of sortable columns are the server's SortColumn names (shared AccountSortColumns). */
export const accountColumns: DataListColumn<AccountRow>[] = [
  { key: 'Name', title: 'Name', sortable: true },
  { key: 'AccountTypeId', title: 'Type', render: (a) => String(nameOf(AccountTypes, a.AccountTypeId) ?? '') },
  {
    key: 'StatusId',
    title: 'Status',
    sortable: true,
    render: (a) => String(nameOf(AccountStatuses, a.StatusId) ?? ''),
  },
  { key: 'ArboristName', title: 'Arborist', sortable: true },
  { key: 'Address', title: 'Address', render: address },
  { key: 'Phone', title: 'Phone', render: (a) => formatPhone(a.Phone) },
  { key: 'BranchName', title: 'Branch' },
];
