import { Box, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { addCalendarDays, calendarWeek, formatDate, ServiceGroupList, todayIsoDate } from '@canopy/shared';
import { useSession } from '../../../kernel/session/sessionStore';
import { PHONE_QUERY } from '../../../ui/DataListTable';
import { idOptions, idsFilter } from '../../../ui/idsFilter';
import { DateInput } from '../../../ui/inputs';
import { QueryState } from '../../../ui/QueryState';
import { scheduleBranchesQuery } from '../queries';
import { calendarQuery } from './calendarApi';
import { CalendarDay } from './CalendarDay';
import type { CalendarSearch } from './search';

const GROUPS = idOptions(ServiceGroupList);

/**
 * Resource Calendar (/schedules/resources): for each day of a week, the foremen on schedules and the
 * crew and equipment still free in the chosen branches, borrowed ones included. Columns per day on
 * a wide screen, one day under the other on a phone.
 */
export function ResourceCalendar() {
  const search = useSearch({ from: '/app/schedules/resources' });
  const navigate = useNavigate();
  const here = useLocation({ select: (l) => l.href });
  const phone = useMediaQuery(PHONE_QUERY) === true;
  const me = useSession()?.Employee.Id ?? 0;
  const branches = useQuery(scheduleBranchesQuery(me));
  const today = todayIsoDate();
  const date = search.date ?? today;
  const week = calendarWeek(date, !!search.weekend);
  const go = (next: Partial<CalendarSearch>) =>
    void navigate({ to: '/schedules/resources', search: { ...search, ...next }, replace: true });
  const result = useQuery(
    calendarQuery({
      SearchDate: date,
      ShowWeekend: !!search.weekend,
      ...(search.branchIds ? { BranchIds: search.branchIds } : {}),
      ...(search.serviceGroupIds ? { ServiceGroupIds: search.serviceGroupIds } : {}),
    }),
  );
  const branchName = (id: number) => branches.data?.Branches.find((b) => b.Id === id)?.Name ?? `Branch ${id}`;
  const filters = { BranchIds: search.branchIds, ServiceGroupIds: search.serviceGroupIds };
  const multi = idsFilter(filters, (f) => go({ branchIds: f.BranchIds, serviceGroupIds: f.ServiceGroupIds }));

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Resource Calendar
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateInput label="Date" value={date} onChange={(d) => d && go({ date: d })} w={150} />
        <Button.Group>
          <Button variant="default" onClick={() => go({ date: addCalendarDays(week[0]!, -7) })}>
            Previous week
          </Button>
          <Button variant="default" onClick={() => go({ date: undefined })}>
            Today
          </Button>
          <Button variant="default" onClick={() => go({ date: addCalendarDays(week[0]!, 7) })}>
            Next week
          </Button>
        </Button.Group>
        <Switch
          label="Show weekend"
          checked={!!search.weekend}
          onChange={(e) => go({ weekend: e.currentTarget.checked || undefined })}
          mb={8}
        />
        {multi('BranchIds', 'Branch', idOptions(branches.data?.Branches))}
        {multi('ServiceGroupIds', 'Service group', GROUPS)}
      </Group>
      <Text size="sm" c="dimmed">
        Week of {formatDate(week[0]!)} to {formatDate(week[week.length - 1]!)}
      </Text>
      <QueryState
        query={result}
        errorTitle="The resource calendar could not be loaded"
        loadingLabel="Loading the week"
      >
        {(data) => {
          const days = week.map((d) => (
            <CalendarDay
              key={d}
              date={d}
              arborists={data.arboristScheduleDtos.filter((a) => a.Date === d)}
              crew={data.availableCrewDtos.filter((c) => c.Date === d)}
              equipment={data.availableEquipmentDtos.filter((e) => e.Date === d)}
              branchName={branchName}
              returnPage={here}
            />
          ));
          return phone ? (
            <Stack gap="sm">{days}</Stack>
          ) : (
            <Box style={{ overflowX: 'auto' }}>
              <Box
                style={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(${week.length}, minmax(11rem, 1fr))`,
                  gap: 'var(--mantine-spacing-sm)',
                  alignItems: 'start',
                }}
              >
                {days}
              </Box>
            </Box>
          );
        }}
      </QueryState>
    </Stack>
  );
}
