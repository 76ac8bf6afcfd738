import {
  AccountStatuses,
  AccountTypes,
  formatPhone,
  formatZip,
  nameOf,
  type AccountRow,
} from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';

const cityLine = (a: AccountRow) =>
  [a.City, [a.State, formatZip(a.Zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');

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
  { key: 'Address', title: 'Address', render: (a) => a.Address ?? '' },
  { key: 'City', title: 'City', sortable: true, render: cityLine },
  { key: 'Phone', title: 'Phone', render: (a) => formatPhone(a.Phone) },
  { key: 'BranchName', title: 'Branch' },
];
