import { ActionIcon, Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDate, formatTime, JobTitles, type CrewChoice } from '@canopy/shared';
import type { DraftCrew, DraftDay } from './draft';
import { withBorrowed, type Booked, type WizardOps } from './ops';

const TITLES = Object.entries(JobTitles).map(([label, id]) => ({ value: String(id), label }));
const FOREMAN = JobTitles.Foreman;

export interface CrewStepProps {
  days: DraftDay[];
  choices: CrewChoice[];
  booked: Booked;
  ops: WizardOps;
}

/**
 * The people offered on one slot: the branch's and those lent in that day, less those booked
 * elsewhere or lent out that day and those picked on another slot of it.
 */
function offered(day: DraftDay, row: DraftCrew, choices: CrewChoice[], booked: Booked) {
  const taken = new Set(day.crews.filter((c) => c.key !== row.key).map((c) => c.employeeId));
  const busy = booked.get(day.date)?.employees;
  const borrowed = new Set(booked.get(day.date)?.borrowedCrew.map((c) => c.Id));
  const list = choices
    .filter((c) => c.Id === row.employeeId || (!taken.has(c.Id) && !busy?.has(c.Id)))
    .map((c) => ({ value: String(c.Id), label: borrowed.has(c.Id) ? `${c.Name} (borrowed)` : c.Name }));
  if (row.employeeId && !list.some((o) => o.value === String(row.employeeId)))
    list.unshift({ value: String(row.employeeId), label: row.employeeName ?? `Employee ${row.employeeId}` });
  return list;
}

function CrewRow({
  day,
  row,
  choices,
  booked,
  ops,
}: { day: DraftDay; row: DraftCrew } & Omit<CrewStepProps, 'days'>) {
  const person = choices.find((c) => c.Id === row.employeeId);
  const titles = person?.JobTitleIds.length
    ? TITLES.filter((t) => person.JobTitleIds.includes(Number(t.value)))
    : TITLES;
  const name = person?.Name ?? row.employeeName ?? 'new crew member';
  function pick(value: string | null) {
    const id = value ? Number(value) : null;
    const chosen = choices.find((c) => c.Id === id);
    const title = chosen?.JobTitleIds[0] ?? null;
    const hasForeman = day.crews.some((c) => c.key !== row.key && c.isForeman);
    ops.setCrew(day.key, row.key, {
      employeeId: id,
      employeeName: chosen?.Name,
      jobTitleId: title,
      // A foreman by title leads the day unless someone already does.
      isForeman: row.isForeman || (title === FOREMAN && !hasForeman),
    });
  }
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={`Crew ${name}`}>
      <Select
        label="Employee"
        placeholder="Choose an employee"
        data={offered(day, row, choices, booked)}
        value={row.employeeId ? String(row.employeeId) : null}
        onChange={pick}
        searchable
        nothingFoundMessage="No one available that day"
        style={{ flex: '2 1 12rem', minWidth: 0 }}
      />
      <Select
        label="Job title"
        data={titles}
        value={row.jobTitleId ? String(row.jobTitleId) : null}
        onChange={(v) => ops.setCrew(day.key, row.key, { jobTitleId: v ? Number(v) : null })}
        style={{ flex: '1 1 8rem', minWidth: 0 }}
      />
      <Checkbox
        label="Foreman"
        checked={row.isForeman}
        onChange={(e) => ops.setCrew(day.key, row.key, { isForeman: e.currentTarget.checked })}
        mb={8}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`Remove ${name}`}
        onClick={() => void ops.removeCrew(day.key, row)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** Step 2: each day's crew: an employee (the branch's, or lent in that day), their job title and who leads the day. */
export function CrewStep({ days, choices, booked, ops }: CrewStepProps) {
  return (
    <Stack gap="sm">
      {days.map((d) => {
        const date = formatDate(d.date);
        return (
          <Card key={d.key} withBorder padding="sm" component="section" aria-label={`Crew on ${date}`}>
            <Group justify="space-between" gap="xs" mb="xs">
              <Title order={3} size="h5">
                {date}
              </Title>
              <Text size="sm" c="dimmed">
                {formatTime(d.start)} – {formatTime(d.end)}
              </Text>
            </Group>
            <Stack gap="sm">
              {d.crews.length === 0 && (
                <Text size="sm" c="dimmed">
                  No crew yet. Add at least a foreman.
                </Text>
              )}
              {d.crews.map((c) => (
                <CrewRow
                  key={c.key}
                  day={d}
                  row={c}
                  choices={withBorrowed(choices, booked.get(d.date)?.borrowedCrew)}
                  booked={booked}
                  ops={ops}
                />
              ))}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => ops.addCrew(d.key)}
                  aria-label={`Add crew member on ${date}`}
                >
                  Add crew member
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
