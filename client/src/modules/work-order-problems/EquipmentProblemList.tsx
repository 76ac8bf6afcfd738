import { Anchor, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { EquipmentProblem } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import type { ListState } from '../../ui/listState';
import { toggleProblemArchived } from './mutations';
import { problemColumns } from './problemColumns';
import { ProblemFilters } from './ProblemFilters';
import { fetchProblemsScreen, problemKeys, type ProblemFilters as Filters } from './queries';
import { toProblemListSearch, toProblemListState } from './search';

const workOrderLink = (p: EquipmentProblem) => (
  <Anchor
    size="sm"
    renderRoot={(props) => (
      <Link
        {...props}
        to="/workorders/info"
        search={{ id: p.WorkOrderId, tab: 'problems', returnPage: '/workorders/equipmentproblems' }}
      />
    )}
  >
    {p.WorkOrderId}
  </Anchor>
);

/**
 * /workorders/equipmentproblems (WorkOrders Full): every branch's equipment problems, newest first,
 * 12 a page; the status is changed in place and Resolved shows the day it was resolved.
 */
export function EquipmentProblemList() {
  const search = useSearch({ from: '/app/workorders/equipmentproblems' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = toProblemListState(search);
  const setState = (next: ListState<Filters>) =>
    void navigate({ to: '/workorders/equipmentproblems', search: toProblemListSearch(next), replace: true });

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Equipment Problems
      </Title>
      <DataList<EquipmentProblem, Filters>
        columns={problemColumns({ canEdit: true, withWorkOrder: true, workOrderLink })}
        queryKey={problemKeys.screen}
        fetchPage={fetchProblemsScreen}
        state={state}
        onStateChange={setState}
        rowKey={(p) => p.Id}
        archivable
        onToggleArchived={(p) => toggleProblemArchived(queryClient, p.Id)}
        isArchived={(p) => p.Archived}
        rowLabel={(p) => `the problem with ${p.EquipmentResource.Name}`}
        emptyText="No equipment problems match"
        toolbar={
          <ProblemFilters
            filters={state.filters}
            onChange={(filters) => setState({ ...state, page: 1, filters })}
          />
        }
      />
    </>
  );
}
