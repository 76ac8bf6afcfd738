import { SegmentedControl, Stack } from '@mantine/core';
import { BranchDays } from './BranchDays';
import { DeviceDays } from './DeviceDays';
import type { DailySearch } from './search';

export interface WideDailyProps {
  search: DailySearch;
  date: string;
  today: string;
  go: (next: Partial<DailySearch>) => void;
  onPickDay: (date: string) => void;
}

/**
 * The Branch/Full user's daily view (spec §2, §6): the branch view with its filters, online, or their
 * own day from the device when they crew. Loaded apart, so a foreman's landing never fetches it.
 */
export function WideDaily({ search, date, today, go, onPickDay }: WideDailyProps) {
  const mine = search.view === 'mine';
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="View"
        value={mine ? 'mine' : 'branch'}
        onChange={(v) => go({ view: v === 'mine' ? 'mine' : undefined })}
        data={[
          { value: 'branch', label: 'Branch' },
          { value: 'mine', label: 'My day' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {mine ? (
        <DeviceDays date={date} today={today} onPickDay={onPickDay} />
      ) : (
        <BranchDays
          date={date}
          today={today}
          branchId={search.branchId}
          foremanId={search.foremanId}
          onFilter={(f) => go(f)}
          onPickDay={onPickDay}
        />
      )}
    </Stack>
  );
}
