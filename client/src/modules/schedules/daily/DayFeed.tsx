import { useEffect } from 'react';
import type { DailySchedule } from '@canopy/shared';
import { useOfflineRecordsFor, type RecordsFor } from '../../../offline/hooks';

export interface DayFeedProps {
  date: string;
  onRecords: (answer: RecordsFor<DailySchedule>) => void;
}

/**
 * The live query of the caller's days on `date` (Dexie, so a download of its own, fetched once the
 * screen is up): hands each answer to DeviceDays, which shows it in place of the first read.
 */
export function DayFeed({ date, onRecords }: DayFeedProps) {
  const answer = useOfflineRecordsFor<DailySchedule>('scheduleDay', 'Data.ScheduleDate_', date);
  useEffect(() => {
    if (answer) onRecords(answer);
  }, [answer, onRecords]);
  return null;
}
