import { lazy, Suspense } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { B, F, has, isIsoDate, todayIsoDate } from '@canopy/shared';
import { useClaims } from '../../../kernel/session/sessionStore';
import { LightTextInput } from '../../../ui/LightTextInput';
import { DeviceDays } from './DeviceDays';
import { dailyScheduleRoute } from './routes';
import type { DailySearch } from './search';

const WideDaily = lazy(() => import('./WideDaily').then((m) => ({ default: m.WideDaily })));

/**
 * Daily Schedule (/schedules/daily). Without Branch or Full the user acts as foreman: their own days
 * from the device, with or without a connection. Branch and Full see the branch view (online), and
 * may switch to their own day when they crew.
 */
export function DailySchedule() {
  const search = dailyScheduleRoute.useSearch();
  const navigate = dailyScheduleRoute.useNavigate();
  const claims = useClaims();
  const wide = has(claims, 'Schedules', B | F);
  const today = todayIsoDate();
  const date = search.date ?? today;
  const go = (next: Partial<DailySearch>) =>
    void navigate({ search: (s) => ({ ...s, ...next }), replace: true });
  const pickDay = (d: string) => go({ date: isIsoDate(d) ? d : undefined });

  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h3">
        Daily Schedule
      </Title>
      <LightTextInput
        type="date"
        label="Date"
        value={date}
        onChange={(e) => pickDay(e.currentTarget.value)}
        style={{ maxWidth: 'calc(12rem * var(--mantine-scale))' }}
      />
      {wide ? (
        <Suspense fallback={<Loader aria-label="Loading the day" />}>
          <WideDaily search={search} date={date} today={today} go={go} onPickDay={pickDay} />
        </Suspense>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Your schedule as last synced to this device; changes made here sync when you are online.
          </Text>
          <DeviceDays date={date} today={today} onPickDay={pickDay} />
        </>
      )}
    </Stack>
  );
}
