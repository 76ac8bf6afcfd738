import { Suspense } from 'react';
import { Title } from '@mantine/core';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { ALL_FLAGS, B, F, has, P, WORK_ORDER_PAGE_SIZE, type WorkOrderRow } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { useSyncStatusStore } from '../../offline/status';
import { DataList } from '../../ui/DataList';
import { pageSizeChoices, type ListState } from '../../ui/listState';
import { toggleWorkOrderArchived } from './mutations';
import { fetchWorkOrders, workOrderKeys } from './queries';
import {
  appliedSavedSearch,
  savedFilters,
  toListState,
  toSearch,
  WORK_ORDER_SEARCH_TYPE_ID,
  type WorkOrderFilters,
} from './search';
import { workOrderColumns } from './workOrderColumns';
import {
  DeferredWorkOrderListFilters,
  DeferredWorkOrderSavedSearches,
  LazyDeviceWorkOrderList,
} from './WorkOrderListParts';

/**
 * Manage Work Orders (/workorders/): the filtered, sortable list with inline status edits; without
 * a connection, the crew's orders as the device holds them.
 */
export function WorkOrderList() {
  const online = useSyncStatusStore((s) => s.online);
  if (online) return <ServerWorkOrderList />;
  return (
    <Suspense fallback={<ListTitle />}>
      <LazyDeviceWorkOrderList />
    </Suspense>
  );
}

function ListTitle() {
  return (
    <Title order={1} size="h3" mb="sm">
      Work Orders
    </Title>
  );
}

function ServerWorkOrderList() {
  const search = useSearch({ from: '/app/workorders' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  // Archiving is an edit (WorkOrders Personal, Branch or Full); the server checks the reach.
  const claims = useClaims();
  const canArchive = has(claims, 'WorkOrders', P | B | F);
  // The list opens with WorkOrder_Menu alone; the info screen needs Schedules or WorkOrders (§6), so
  // without them a row leads nowhere rather than to 'Not Authorized'.
  const canOpen = has(claims, 'WorkOrders', ALL_FLAGS) || has(claims, 'Schedules', ALL_FLAGS);
  const state = toListState(search);

  const setState = (next: ListState<WorkOrderFilters>) =>
    void navigate({ to: '/workorders', search: toSearch(next), replace: true });

  const open = (row: WorkOrderRow) =>
    void navigate({ to: '/workorders/info', search: { id: row.Id, returnPage: here } });

  return (
    <>
      <ListTitle />
      <DataList<WorkOrderRow, WorkOrderFilters>
        columns={workOrderColumns}
        columnsId="workOrders"
        pageSizes={pageSizeChoices(WORK_ORDER_PAGE_SIZE)}
        queryKey={workOrderKeys.list}
        fetchPage={fetchWorkOrders}
        state={state}
        onStateChange={setState}
        onRowClick={canOpen ? open : undefined}
        archivable
        onToggleArchived={canArchive ? (row) => toggleWorkOrderArchived(row.Id) : undefined}
        rowLabel={(row) => `work order ${row.Id}`}
        searchPlaceholder="Search by number, description, customer or address"
        emptyText="No work orders match these filters"
        toolbar={
          <>
            <DeferredWorkOrderListFilters
              filters={state.filters}
              onChange={(filters) => setState({ ...state, page: 1, filters })}
            />
            <DeferredWorkOrderSavedSearches
              searchTypeId={WORK_ORDER_SEARCH_TYPE_ID}
              filters={savedFilters(state)}
              onApply={(saved) => setState(appliedSavedSearch(saved, state))}
            />
          </>
        }
      />
    </>
  );
}
