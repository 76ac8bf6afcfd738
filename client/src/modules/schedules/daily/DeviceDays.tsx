import { useMemo, useState } from 'react';
import { Loader, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { ScheduleDailyMessages, scheduleDayChange, type DailySchedule } from '@canopy/shared';
import type { LocalRecord } from '@canopy/sync/store';
import { useAfterScreenShown } from '../../../app/shell/afterScreenShown';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { whenOffline } from '../../../offline/context';
import { useFirstRead } from '../../../offline/firstRead';
import type { RecordsFor } from '../../../offline/hooks';
import { useSyncStatusStore } from '../../../offline/status';
import { useOfflineWriter, type OfflineWriter } from '../../../offline/writer';
import { notifyError } from '../../../ui/notify';
import { endedOrCanceled } from './dailyApi';
import { DayView, type DayActions } from './DayView';
import { NoDay } from './NoDay';

// The live query needs Dexie, the largest part of the offline layer: the screen shows the device's
// copy from a first read and does not wait for it.
const loadFeed = () => import('./DayFeed');

/** Said when a change asked for on the first read finds the day changed on the device meanwhile. */
export const DAY_CHANGED = 'The day changed on this device meanwhile; look it over and try again.';

const sameRecord = (a: LocalRecord | undefined, b: LocalRecord) =>
  a !== undefined &&
  a.Version === b.Version &&
  a.Pending === b.Pending &&
  a.NeedsReview === b.NeedsReview &&
  JSON.stringify(a.Data) === JSON.stringify(b.Data);

/**
 * A change asked for while the day is shown from the first read waits for the device's engine, and
 * goes on only when the day is still as read: a sync or another tab may have changed it meanwhile,
 * and a change made on an older copy would undo theirs. Else it says so, and the live view shows
 * the day as it is now.
 */
async function stillAsRead(rec: LocalRecord<DailySchedule>): Promise<void> {
  const { store } = await whenOffline();
  if (sameRecord(await store.getRecord('scheduleDay', rec.Key), rec)) return;
  notifyError(DAY_CHANGED);
  // Said already: the screen's own failure message would only repeat it (see handleApiError).
  throw new DOMException(DAY_CHANGED, 'AbortError');
}

/**
 * A change of the day goes to the device and the outbox: the body is everything the user changed
 * since the server's copy (an unsent change is replaced by the next one, so it must carry all).
 */
function deviceActions(
  rec: LocalRecord<DailySchedule>,
  writer: OfflineWriter,
  online: boolean,
  firstRead: boolean,
): DayActions {
  const save = async (next: DailySchedule) => {
    if (firstRead) await stillAsRead(rec);
    await writer.update('scheduleDay', rec.Key, {
      view: next,
      body: scheduleDayChange(rec.Base?.Data ?? rec.Data, next),
    });
  };
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

/**
 * The caller's own days on `date` as last synced to this device: works with no connection. Shown
 * first from a read of the device's database that needs no more code, then from the live query,
 * which follows every change (a sync, the user's own).
 */
export function DeviceDays({ date, today, onPickDay }: DeviceDaysProps) {
  const employeeId = useSessionStore((s) => s.session?.Employee.Id ?? null);
  const feed = useAfterScreenShown(useRouter(), loadFeed);
  const [live, setLive] = useState<RecordsFor<DailySchedule>>();
  const liveNow = live?.value === date;
  const first = useFirstRead<DailySchedule>(employeeId, 'scheduleDay', 'Data.ScheduleDate_', date, liveNow);
  const records = liveNow ? live.records : first?.value === date ? (first.records ?? undefined) : undefined;
  const writer = useOfflineWriter();
  const online = useSyncStatusStore((s) => s.online);
  const sorted = useMemo(
    () => [...(records ?? [])].sort((a, b) => a.Data.StartTime.localeCompare(b.Data.StartTime)),
    [records],
  );
  let shown;
  if (records === undefined) shown = <Loader aria-label="Loading the day" />;
  else if (!sorted.length) shown = <NoDay date={date} today={today} onPickDay={onPickDay} />;
  else
    shown = (
      <Stack gap="md">
        {sorted.map((r) => (
          <DayView
            key={r.Key}
            day={r.Data}
            today={today}
            unsynced={r.Pending > 0 || r.NeedsReview}
            actions={deviceActions(r, writer, online, !liveNow)}
          />
        ))}
      </Stack>
    );
  return (
    <>
      {feed && <feed.DayFeed date={date} onRecords={setLive} />}
      {shown}
    </>
  );
}
