import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  formatDate,
  JobTitleList,
  type ArboristScheduleDto,
  type AvailableCrewDto,
  type AvailableEquipmentDto,
} from '@canopy/shared';

export interface CalendarDayProps {
  date: string;
  arborists: ArboristScheduleDto[];
  crew: AvailableCrewDto[];
  equipment: AvailableEquipmentDto[];
  branchName: (id: number) => string;
  /** Where the schedule page's way back leads: the calendar as the user left it. */
  returnPage: string;
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
export const dayLabel = (date: string) =>
  `${WEEKDAY.format(new Date(`${date}T00:00:00Z`))} ${formatDate(date)}`;
const jobTitle = (id: number | null) => JobTitleList.find((j) => j.Id === id)?.Name;

/** One day of the calendar: who leads which schedules, then who and what is still free. */
export function CalendarDay({ date, arborists, crew, equipment, branchName, returnPage }: CalendarDayProps) {
  const borrowed = (from: number | null) =>
    from ? (
      <Badge size="xs" variant="light" color="grape">
        from {branchName(from)}
      </Badge>
    ) : null;
  return (
    <Paper withBorder p="sm" component="section" aria-label={dayLabel(date)} miw={0}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {dayLabel(date)}
        </Title>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Scheduled
        </Text>
        {arborists.length ? (
          arborists.map((a) => (
            <Stack key={a.EmployeeId} gap={2}>
              <Text size="sm" fw={500}>
                {a.Name}
              </Text>
              {a.Schedules.map((s) => (
                <Anchor
                  key={s.ScheduleId}
                  size="sm"
                  aria-label={`Schedule ${s.ScheduleId}`}
                  renderRoot={(props) => (
                    <Link {...props} to="/schedules/info" search={{ id: s.ScheduleId, returnPage }} />
                  )}
                >
                  #{s.ScheduleId} · {s.WorkOrderCount} work order{s.WorkOrderCount === 1 ? '' : 's'} ·{' '}
                  {s.Hours.toFixed(2)} h
                </Anchor>
              ))}
            </Stack>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            No schedules
          </Text>
        )}
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Available crew ({crew.length})
        </Text>
        {crew.length ? (
          crew.map((c) => (
            <Group key={c.EmployeeId} gap={4} wrap="wrap">
              <Text size="sm">{c.Name}</Text>
              {jobTitle(c.JobTitleId) && (
                <Text size="xs" c="dimmed">
                  {jobTitle(c.JobTitleId)}
                </Text>
              )}
              {borrowed(c.BorrowedFromBranchId)}
            </Group>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            Nobody free
          </Text>
        )}
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Available equipment ({equipment.length})
        </Text>
        {equipment.length ? (
          equipment.map((e) => (
            <Group key={e.EquipmentResourceId} gap={4} wrap="wrap">
              <Text size="sm">{e.AssetNumber}</Text>
              <Text size="xs" c="dimmed">
                {e.EquipmentTypeName}
              </Text>
              {borrowed(e.BorrowedFromBranchId)}
            </Group>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            No equipment free
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
