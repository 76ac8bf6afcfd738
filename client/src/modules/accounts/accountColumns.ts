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
  { key: 'Name', title: 'Name', sortable: true, maxWidth: 240 },
  {
    key: 'AccountTypeId',
    title: 'Type',
    render: (a) => String(nameOf(AccountTypes, a.AccountTypeId) ?? ''),
    hideOnPhone: true,
  },
  {
    key: 'StatusId',
    title: 'Status',
    sortable: true,
    render: (a) => String(nameOf(AccountStatuses, a.StatusId) ?? ''),
  },
  { key: 'ArboristName', title: 'Arborist', sortable: true, maxWidth: 160 },
  { key: 'Address', title: 'Address', maxWidth: 220 },
  { key: 'City', title: 'City', sortable: true, render: cityLine },
  { key: 'Phone', title: 'Phone', render: (a) => formatPhone(a.Phone) },
  { key: 'BranchName', title: 'Branch', hideOnPhone: true },
];
