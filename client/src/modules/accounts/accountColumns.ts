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

/**
 * Keys of sortable columns are the server's SortColumn names (shared AccountSortColumns). The widths
 * are least widths, chosen so that every column fits beside the menu at 1440 px.
 */
export const accountColumns: DataListColumn<AccountRow>[] = [
  { key: 'Name', title: 'Name', sortable: true, width: 190 },
  {
    key: 'AccountTypeId',
    title: 'Type',
    width: 100,
    render: (a) => String(nameOf(AccountTypes, a.AccountTypeId) ?? ''),
    hideOnPhone: true,
  },
  {
    key: 'StatusId',
    title: 'Status',
    sortable: true,
    width: 100,
    render: (a) => String(nameOf(AccountStatuses, a.StatusId) ?? ''),
  },
  { key: 'ArboristName', title: 'Arborist', sortable: true, width: 130 },
  { key: 'Address', title: 'Address', width: 180 },
  { key: 'City', title: 'City', sortable: true, width: 170, render: cityLine },
  { key: 'Phone', title: 'Phone', width: 130, render: (a) => formatPhone(a.Phone) },
  { key: 'BranchName', title: 'Branch', width: 110, hideOnPhone: true },
];
