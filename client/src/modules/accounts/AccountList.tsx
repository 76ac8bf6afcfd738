import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { ACCOUNT_PAGE_SIZE, B, F, has, type AccountRow } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import { ListSavedSearches } from '../../ui/ListSavedSearches';
import { pageSizeChoices, type ListState } from '../../ui/listState';
import { accountColumns } from './accountColumns';
import { AccountListFilters } from './AccountListFilters';
import { accountKeys, fetchAccounts } from './queries';
import { ACCOUNT_SEARCH_TYPE_ID, checkedFilters, toListState, toSearch, type AccountFilters } from './search';

/** What a saved account search keeps: the words searched for and the filters. */
type SavedAccountFilters = AccountFilters & { Query?: string };

export function AccountList() {
  const search = useSearch({ from: '/app/accounts' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const canAdd = has(useClaims(), 'Account', F | B);
  const state = toListState(search);

  const setState = (next: ListState<AccountFilters>) =>
    void navigate({ to: '/accounts', search: toSearch(next), replace: true });

  const go = (href: string) => {
    pushReturnPage(here);
    void navigate({ href });
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          Accounts
        </Title>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => go('/accounts/add')}>
            Add account
          </Button>
        )}
      </Group>
      <DataList<AccountRow, AccountFilters>
        columns={accountColumns}
        columnsId="accounts"
        pageSizes={pageSizeChoices(ACCOUNT_PAGE_SIZE)}
        queryKey={accountKeys.list}
        fetchPage={fetchAccounts}
        state={state}
        onStateChange={setState}
        onRowClick={(row) => go(`/accounts/info?id=${row.Id}`)}
        searchPlaceholder="Search accounts"
        emptyText="No accounts match this search and these filters"
        toolbar={
          <>
            <AccountListFilters
              filters={state.filters}
              onChange={(filters) => setState({ ...state, page: 1, filters })}
            />
            <ListSavedSearches<SavedAccountFilters>
              searchTypeId={ACCOUNT_SEARCH_TYPE_ID}
              filters={{ Query: state.query || undefined, ...state.filters }}
              onApply={({ Query, StatusIds, SalesTerritoryIds, ArboristIds }) =>
                setState({
                  ...state,
                  page: 1,
                  query: Query ?? '',
                  filters: checkedFilters({ StatusIds, SalesTerritoryIds, ArboristIds }),
                })
              }
            />
          </>
        }
      />
    </>
  );
}
