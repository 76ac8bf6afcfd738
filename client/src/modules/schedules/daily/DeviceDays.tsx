import { useMemo } from 'react';
import { Loader, Stack } from '@mantine/core';
import { ScheduleDailyMessages, scheduleDayChange, type DailySchedule } from '@canopy/shared';
import type { LocalRecord } from '@canopy/sync/store';
import { useOfflineRecords, useOfflineWriter, type OfflineWriter } from '../../../offline/hooks';
import { useSyncStatusStore } from '../../../offline/status';
import { notifyError } from '../../../ui/notify';
import { endedOrCanceled } from './dailyApi';
import { DayView, type DayActions } from './DayView';
import { NoDay } from './NoDay';

/**
 * A change of the day goes to the device and the outbox: the body is everything the user changed
 * since the server's copy (an unsent change is replaced by the next one, so it must carry all).
 */
function deviceActions(rec: LocalRecord<DailySchedule>, writer: OfflineWriter, online: boolean): DayActions {
  const save = (next: DailySchedule) =>
    writer.update('scheduleDay', rec.Key, {
      view: next,
      body: scheduleDayChange(rec.Base?.Data ?? rec.Data, next),
    });
  return {
    route: (_day, next) => save(next),
    hours: (_day, next) => save(next),
    async clockOut(day, next) {
      if (await endedOrCanceled(day.ScheduleDateId, online))
        return void notifyError(ScheduleDailyMessages.ClockOutNotAllowed);
      await save(next);
    },
    // Ending goes through the outbox like clock-out; the server checks the state rules on sync.
    end: (_day, next) => save(next),
  };
}

export interface DeviceDaysProps {
  date: string;
  today: string;
  onPickDay: (date: string) => void;
}

/** The caller's own days on `date` as last synced to this device: works with no connection. */
export function DeviceDays({ date, today, onPickDay }: DeviceDaysProps) {
  const records = useOfflineRecords<DailySchedule>('scheduleDay', 'Data.ScheduleDate_', date);
  const writer = useOfflineWriter();
  const online = useSyncStatusStore((s) => s.online);
  const sorted = useMemo(
    () => [...(records ?? [])].sort((a, b) => a.Data.StartTime.localeCompare(b.Data.StartTime)),
    [records],
  );
  if (records === undefined) return <Loader aria-label="Loading the day" />;
  if (!sorted.length) return <NoDay date={date} today={today} onPickDay={onPickDay} />;
  return (
    <Stack gap="md">
      {sorted.map((r) => (
        <DayView
          key={r.Key}
          day={r.Data}
          today={today}
          unsynced={r.Pending > 0 || r.NeedsReview}
          actions={deviceActions(r, writer, online)}
        />
      ))}
    </Stack>
  );
}
