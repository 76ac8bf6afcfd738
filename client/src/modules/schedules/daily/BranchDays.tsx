import { Group, Select, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ScheduleDailyMessages, type DailySchedule } from '@canopy/shared';
import { useSession } from '../../../kernel/session/sessionStore';
import { useSyncStatusStore } from '../../../offline/status';
import { notifyError } from '../../../ui/notify';
import { QueryState } from '../../../ui/QueryState';
import { scheduleBranchesQuery, scheduledForemenQuery } from '../queries';
import {
  clockOut,
  dailyKeys,
  dailySearchQuery,
  endedOrCanceled,
  endSchedule,
  saveHours,
  saveRouteOrder,
} from './dailyApi';
import { DayView, type DayActions } from './DayView';
import { NoDay } from './NoDay';

export interface BranchDaysProps {
  date: string;
  today: string;
  branchId?: number;
  foremanId?: number;
  onFilter: (f: { branchId?: number; foremanId?: number }) => void;
  onPickDay: (date: string) => void;
}

const choice = (v: string | null) => (v ? Number(v) : undefined);

/** The non-foreman view (spec §2, §6): every crew's day in the user's branches, online. */
export function BranchDays({ date, today, branchId, foremanId, onFilter, onPickDay }: BranchDaysProps) {
  const me = useSession()?.Employee.Id ?? 0;
  const queryClient = useQueryClient();
  const online = useSyncStatusStore((s) => s.online);
  const branches = useQuery(scheduleBranchesQuery(me));
  const foremen = useQuery(scheduledForemenQuery);
  const days = useQuery(dailySearchQuery(date, foremanId, branchId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: dailyKeys.all });

  const actions: DayActions = {
    async route(day, next) {
      await saveRouteOrder(day, next);
      await refresh();
    },
    async hours(day, next) {
      await saveHours(day, next);
      await refresh();
    },
    async clockOut(day: DailySchedule, _next, ids) {
      if (await endedOrCanceled(day.ScheduleDateId, online))
        return void notifyError(ScheduleDailyMessages.ClockOutNotAllowed);
      await clockOut(day, ids);
      await refresh();
    },
    async end(day) {
      await endSchedule(day);
      await refresh();
    },
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Select
          label="Branch"
          placeholder="Every branch"
          clearable
          data={(branches.data?.Branches ?? []).map((b) => ({ value: String(b.Id), label: b.Name }))}
          value={branchId ? String(branchId) : null}
          onChange={(v) => onFilter({ branchId: choice(v), foremanId })}
          style={{ flex: '1 1 12rem' }}
        />
        <Select
          label="Foreman"
          placeholder="Every foreman"
          clearable
          searchable
          data={(foremen.data ?? []).map((f) => ({ value: String(f.Id), label: f.Name }))}
          value={foremanId ? String(foremanId) : null}
          onChange={(v) => onFilter({ branchId, foremanId: choice(v) })}
          style={{ flex: '1 1 12rem' }}
        />
      </Group>
      <QueryState
        query={days}
        errorTitle="The day's schedules could not be loaded"
        loadingLabel="Loading the day"
      >
        {(list) =>
          list.length ? (
            <Stack gap="md">
              {list.map((d) => (
                <DayView key={d.ScheduleDateId} day={d} today={today} actions={actions} />
              ))}
            </Stack>
          ) : (
            <NoDay date={date} today={today} onPickDay={onPickDay} />
          )
        }
      </QueryState>
    </Stack>
  );
}
