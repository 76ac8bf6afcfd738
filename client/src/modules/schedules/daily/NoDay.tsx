import { Button, Group, Stack, Text } from '@mantine/core';
import { addCalendarDays, type IsoDate } from '@canopy/shared';

export interface NoDayProps {
  date: string;
  today: string;
  onPickDay: (date: string) => void;
}

/** The empty state: says so, and offers the days around it and today. */
export function NoDay({ date, today, onPickDay }: NoDayProps) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={600}>No schedule for this day</Text>
      <Text size="sm" c="dimmed">
        Pick another day above, or step to the one before or after.
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button variant="light" onClick={() => onPickDay(addCalendarDays(date as IsoDate, -1))}>
          Previous day
        </Button>
        <Button variant="light" onClick={() => onPickDay(addCalendarDays(date as IsoDate, 1))}>
          Next day
        </Button>
        {date !== today && (
          <Button variant="subtle" onClick={() => onPickDay(today)}>
            Today
          </Button>
        )}
      </Group>
    </Stack>
  );
}
