import { Title } from '@mantine/core';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { SCHEDULE_PAGE_SIZE, type ScheduleRow } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import { pageSizeChoices, type ListState } from '../../ui/listState';
import { fetchSchedules, scheduleKeys } from './queries';
import { scheduleColumns } from './scheduleColumns';
import { ScheduleListFilters } from './ScheduleListFilters';
import { toListState, toSearch, type ScheduleFilters } from './search';

/**
 * Manage Schedules (/schedules): the schedules in the user's reach, Open and In Progress unless the
 * user picks other statuses. A row opens its schedule, each work order on a row that work order; both
 * come back to the list as the user left it.
 */
export function ScheduleList() {
  const search = useSearch({ from: '/app/schedules' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const state = toListState(search);

  const setState = (next: ListState<ScheduleFilters>) =>
    void navigate({ to: '/schedules', search: toSearch(next), replace: true });

  const open = (row: ScheduleRow) =>
    void navigate({ to: '/schedules/info', search: { id: row.Id, returnPage: here } });

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Manage Schedules
      </Title>
      <DataList<ScheduleRow, ScheduleFilters>
        columns={scheduleColumns}
        columnsId="schedules"
        pageSizes={pageSizeChoices(SCHEDULE_PAGE_SIZE)}
        queryKey={scheduleKeys.list}
        fetchPage={fetchSchedules}
        state={state}
        onStateChange={setState}
        onRowClick={open}
        rowLabel={(row) => `schedule ${row.Id}`}
        searchPlaceholder="Schedule or work order number"
        emptyText="No schedules match these filters"
        toolbar={
          <ScheduleListFilters
            filters={state.filters}
            onChange={(filters) => setState({ ...state, page: 1, filters })}
          />
        }
      />
    </>
  );
}
