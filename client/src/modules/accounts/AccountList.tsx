import { Group, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import type { AccountRow } from '@canopy/shared';
import { savedSearchAdapter } from '../../app/api/savedSearches';
import { useReturnPages } from '../../app/session/returnPages';
import { useSession } from '../../app/session/sessionStore';
import { DataList } from '../../ui/DataList';
import { SavedSearches } from '../../ui/SavedSearches';
import type { ListState } from '../../ui/listState';
import { accountColumns } from './accountColumns';
import { AccountStatusFilter } from './AccountStatusFilter';
import { accountKeys, fetchAccounts } from './queries';
import { ACCOUNT_SEARCH_TYPE_ID, toListState, toSearch, type AccountFilters } from './search';

/** What a saved account search keeps: the words searched for and the status filter. */
type SavedAccountFilters = { Query?: string; StatusIds?: number[] };

export function AccountList() {
  const search = useSearch({ from: '/app/accounts' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const employeeId = useSession()?.Employee.Id ?? 0;
  const state = toListState(search);

  const setState = (next: ListState<AccountFilters>) =>
    void navigate({ to: '/accounts', search: toSearch(next), replace: true });

  const open = (row: AccountRow) => {
    pushReturnPage(here);
    void navigate({ href: `/accounts/info?id=${row.Id}` });
  };

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Accounts
      </Title>
      <DataList<AccountRow, AccountFilters>
        columns={accountColumns}
        queryKey={accountKeys.list}
        fetchPage={fetchAccounts}
        state={state}
        onStateChange={setState}
        onRowClick={open}
        searchPlaceholder="Search accounts"
        toolbar={
          <Group align="flex-end" gap="sm">
            <AccountStatusFilter
              value={state.filters.StatusIds}
              onChange={(StatusIds) =>
                setState({ ...state, page: 1, filters: { ...state.filters, StatusIds } })
              }
            />
            <SavedSearches<SavedAccountFilters>
              adapter={savedSearchAdapter(employeeId, ACCOUNT_SEARCH_TYPE_ID)}
              employeeId={employeeId}
              searchTypeId={ACCOUNT_SEARCH_TYPE_ID}
              filters={{ Query: state.query || undefined, StatusIds: state.filters.StatusIds }}
              onApply={(f) =>
                setState({ ...state, page: 1, query: f.Query ?? '', filters: { StatusIds: f.StatusIds } })
              }
            />
          </Group>
        }
      />
    </>
  );
}
