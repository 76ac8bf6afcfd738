import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatTime, type ScheduleDate } from '@canopy/shared';

// Each day reads on its own: crew and equipment of one date together, foreman first.
function Day({ day }: { day: ScheduleDate }) {
  const crew = [...day.ScheduleCrews].sort((a, b) => Number(b.IsForeman) - Number(a.IsForeman));
  return (
    <Card withBorder padding="sm" component="section" aria-label={`Day ${formatDate(day.ScheduleDate_)}`}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} size="h5">
          {formatDate(day.ScheduleDate_)}
        </Title>
        <Text size="sm" c="dimmed">
          {formatTime(day.StartTime)} – {formatTime(day.EndTime)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Crew
          </Text>
          {crew.length ? (
            <List size="sm" listStyleType="none" spacing={2}>
              {crew.map((c) => (
                <List.Item key={c.Id}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm">{c.Employee.Name}</Text>
                    <Text size="xs" c="dimmed">
                      {c.JobTitle.Name}
                    </Text>
                    {c.IsForeman && (
                      <Badge size="xs" variant="light">
                        Foreman
                      </Badge>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              No crew
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Equipment
          </Text>
          {day.ScheduleEquipments.length ? (
            <List size="sm" listStyleType="none" spacing={2}>
              {day.ScheduleEquipments.map((e) => (
                <List.Item key={e.Id}>
                  {e.Equipment.Name} · {e.EquipmentResource.AssetNumber}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              No equipment
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/** The schedule's live days, read only: dates, hours, crew (foreman marked) and equipment. */
export function ScheduleDaysPanel({ days }: { days: ScheduleDate[] }) {
  if (!days.length)
    return (
      <Text c="dimmed" size="sm">
        No days scheduled
      </Text>
    );
  return (
    <Stack gap="sm">
      {days.map((d) => (
        <Day key={d.Id} day={d} />
      ))}
    </Stack>
  );
}
