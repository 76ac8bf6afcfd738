import { Button, Loader, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { B, editRefusal, F, has, type Schedule } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { useReturnPages } from '../../kernel/session/returnPages';
import { isNotFound } from '../../ui/apiErrors';
import { QueryState } from '../../ui/QueryState';
import { scheduleQuery } from './queries';
import { ScheduleActions } from './ScheduleActions';
import { ScheduleDaysPanel } from './ScheduleDaysPanel';
import { ScheduleHeader } from './ScheduleHeader';
import { ScheduleNotesPanel } from './ScheduleNotesPanel';
import { ScheduleWorkOrdersPanel } from './ScheduleWorkOrdersPanel';
import type { ScheduleTab } from './search';
import { ScheduleWizard } from './wizard/ScheduleWizard';

const NOT_FOUND = 'Schedule not found: it does not exist or is outside what you may see.';
const TABS: { value: ScheduleTab; label: string }[] = [
  { value: 'days', label: 'Days' },
  { value: 'workorders', label: 'Work orders' },
  { value: 'notes', label: 'Notes' },
];

/** A schedule (/schedules/info?id&tab&returnPage): its days, work orders and notes, and its lifecycle. */
export function ScheduleInfo() {
  const search = useSearch({ from: '/app/schedules/info' });
  const navigate = useNavigate();
  const query = useQuery(scheduleQuery(search.id));
  const tab = search.tab ?? 'days';
  const claims = useClaims();
  // Days change only with Branch or Full and while the schedule is neither Confirmed nor Cancelled (§4).
  const editable = (s: Schedule) => has(claims, 'Schedules', B | F) && editRefusal(s.StatusId) === null;
  const step = (next: number) =>
    void navigate({ to: '/schedules/info', search: { ...search, step: next || undefined }, replace: true });

  const back = () =>
    void navigate({ href: search.returnPage ?? useReturnPages.getState().pop() ?? '/schedules' });
  const select = (next: string | null) =>
    void navigate({
      to: '/schedules/info',
      search: { ...search, tab: next && next !== 'days' ? (next as ScheduleTab) : undefined },
      replace: true,
    });

  return (
    <QueryState
      query={query}
      errorTitle="The schedule could not be loaded"
      errorText={isNotFound(query.error) ? NOT_FOUND : undefined}
      loading={<Loader m="xl" aria-label="Loading schedule" />}
      actions={
        <Button size="xs" variant="default" onClick={back}>
          Back
        </Button>
      }
    >
      {(schedule) => (
        <>
          <ScheduleHeader
            schedule={schedule}
            onBack={back}
            actions={<ScheduleActions schedule={schedule} />}
          />
          <Tabs value={tab} onChange={select} keepMounted={false}>
            <Tabs.List mb="md">
              {TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="days">
              {editable(schedule) ? (
                <ScheduleWizard key={schedule.Id} schedule={schedule} step={search.step ?? 0} onStep={step} />
              ) : (
                <ScheduleDaysPanel days={schedule.ScheduleDates} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="workorders">
              <ScheduleWorkOrdersPanel scheduleId={schedule.Id} />
            </Tabs.Panel>
            <Tabs.Panel value="notes">
              <ScheduleNotesPanel schedule={schedule} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </QueryState>
  );
}
