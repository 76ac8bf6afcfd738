import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  clockedOut,
  endedDay,
  formatDate,
  formatTime,
  mayEndDay,
  mayEndSchedule,
  moveOnRoute,
  ScheduleDailyMessages,
  ScheduleDailyToasts as T,
  editRefusal,
  withHours,
  type DailySchedule,
} from '@canopy/shared';
import { useAfterScreenShown } from '../../../app/shell/afterScreenShown';
import { handleApiError } from '../../../ui/handleApiError';
import { LightTextInput } from '../../../ui/LightTextInput';
import { notifySuccess } from '../../../ui/notify';
import { WorkOrderCards } from './WorkOrderCards';

/**
 * What runs only when asked, the route solver (most of the day's rules) and the question before
 * ending: fetched once the screen is up (so it is there with no connection too), not before.
 */
async function loadAsked() {
  const [route, ask] = await Promise.all([
    import('@canopy/shared/schedules/daily-route'),
    import('../../../ui/confirm'),
  ]);
  return { optimisedDay: route.optimisedDay, confirm: ask.confirm };
}

/** How a day's changes are saved: on the device (queued for sync) or straight to the server. */
export interface DayActions {
  route(day: DailySchedule, next: DailySchedule): Promise<void>;
  hours(day: DailySchedule, next: DailySchedule): Promise<void>;
  /** `next` is the day with the work orders clocked out now. */
  clockOut(day: DailySchedule, next: DailySchedule, ids: number[]): Promise<void>;
  /** `next` is the day with its schedule ended. */
  end(day: DailySchedule, next: DailySchedule): Promise<void>;
}

export interface DayViewProps {
  day: DailySchedule;
  actions: DayActions;
  today: string;
  /** Changes of this day wait on the device for the next sync. */
  unsynced?: boolean;
}

function Hours({ day, actions }: { day: DailySchedule; actions: DayActions }) {
  const [start, setStart] = useState(day.StartTime);
  const [end, setEnd] = useState(day.EndTime);
  const [error, setError] = useState<string | null>(null);
  const changed = start !== day.StartTime || end !== day.EndTime;
  const save = async () => {
    const next = withHours(day, start, end);
    if (!next) return setError(ScheduleDailyMessages.HoursNotValid);
    setError(null);
    try {
      await actions.hours(day, next);
    } catch (e) {
      handleApiError(e, T.HoursFailed);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <LightTextInput
          type="time"
          label="Start"
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          style={{ flex: '1 1 7rem' }}
        />
        <LightTextInput
          type="time"
          label="End"
          value={end}
          onChange={(e) => setEnd(e.currentTarget.value)}
          style={{ flex: '1 1 7rem' }}
        />
        <Button variant="light" disabled={!changed} onClick={() => void save()}>
          Save hours
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** One schedule day: hours, crew, equipment, the route and its actions (spec §2 /schedules/daily). */
export function DayView({ day, actions, today, unsynced }: DayViewProps) {
  const [selected, setSelected] = useState<number[]>([]);
  // Spec §4: the route and hours change until the schedule is Confirmed or Cancelled.
  const editable = editRefusal(day.StatusId) === null;
  const mayEnd = mayEndDay(day, today);
  const mayEndAll = mayEndSchedule(day, today);
  const open = day.WorkOrders.filter((w) => selected.includes(w.WorkOrderId));

  const saveRoute = async (next: DailySchedule, failure: string) => {
    try {
      await actions.route(day, next);
      notifySuccess(T.RouteOrderSaved);
    } catch (e) {
      handleApiError(e, failure);
    }
  };
  const loaded = useAfterScreenShown(useRouter(), loadAsked);
  const asked = async () => loaded ?? (await loadAsked());
  const optimise = async () => {
    let next: DailySchedule;
    try {
      next = (await asked()).optimisedDay(day);
    } catch (e) {
      handleApiError(e, T.RouteFailed);
      return;
    }
    void saveRoute(next, T.RouteFailed);
  };
  const clockOut = async () => {
    const ids = open.map((w) => w.WorkOrderId);
    try {
      await actions.clockOut(day, clockedOut(day, ids, new Date().toISOString()), ids);
      setSelected([]);
    } catch (e) {
      handleApiError(e, T.ClockOutFailed);
    }
  };

  const endSchedule = async () => {
    try {
      const { confirm } = await asked();
      const sure = await confirm({
        title: 'End schedule',
        message: `End schedule ${day.ScheduleId}? It will read Completed and take no more clock-outs.`,
        confirmLabel: 'End schedule',
        cancelLabel: 'Keep open',
      });
      if (!sure) return;
      await actions.end(day, endedDay(day));
      notifySuccess(T.Ended);
    } catch (e) {
      // Spec §8 names no failure of its own for ending: it is the clock-out failure.
      handleApiError(e, T.ClockOutFailed);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={`Schedule ${day.ScheduleId}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Schedule {day.ScheduleId} · {formatDate(day.ScheduleDate_)}
          </Title>
          <Group gap={4}>
            {unsynced && (
              <Badge color="yellow" variant="light">
                Not synced yet
              </Badge>
            )}
            <Badge variant="light">{day.ScheduleStatus}</Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {day.BranchName} · {formatTime(day.StartTime)} – {formatTime(day.EndTime)}
        </Text>
        {editable ? (
          <Hours key={`${day.Version}-${day.StartTime}-${day.EndTime}`} day={day} actions={actions} />
        ) : null}
        <div>
          <Text size="sm" fw={600}>
            Crew
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {day.ScheduleCrews.length
              ? day.ScheduleCrews.map((c) => `${c.Employee.Name}${c.IsForeman ? ' (foreman)' : ''}`).join(
                  ', ',
                )
              : 'No crew'}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            Equipment
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {day.ScheduleEquipments.length
              ? day.ScheduleEquipments.map(
                  (e) => `${e.Equipment.Name} ${e.EquipmentResource.AssetNumber}`,
                ).join(', ')
              : 'No equipment'}
          </Text>
        </div>
        {day.WorkOrders.length ? (
          <WorkOrderCards
            workOrders={day.WorkOrders}
            selected={selected}
            onSelect={setSelected}
            onMove={
              editable
                ? (from, to) => void saveRoute(moveOnRoute(day, from, to), T.RouteOrderFailed)
                : undefined
            }
          />
        ) : (
          <Text c="dimmed">No work orders on this day.</Text>
        )}
        <Group gap="xs" wrap="wrap">
          {editable && day.WorkOrders.length > 1 && (
            <Button variant="light" onClick={() => void optimise()}>
              Optimise route
            </Button>
          )}
          <Button disabled={!mayEnd || open.length === 0} onClick={() => void clockOut()}>
            Clock out{open.length ? ` (${open.length})` : ''}
          </Button>
          {mayEndAll && (
            <Button variant="outline" onClick={() => void endSchedule()}>
              End schedule
            </Button>
          )}
        </Group>
        {!day.MayClockOut ? (
          <Text size="xs" c="dimmed">
            {ScheduleDailyMessages.ClockOutNotAllowed}
          </Text>
        ) : !mayEnd ? (
          <Text size="xs" c="dimmed">
            Clock-out opens on the day itself, {formatDate(day.ScheduleDate_)}.
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            Select the work orders finished, then Clock out.
            {mayEndAll ? ' The schedule has reached its last day: End schedule when the work is done.' : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
