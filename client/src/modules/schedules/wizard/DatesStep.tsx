import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDate } from '@canopy/shared';
import { DateInput } from '../../../ui/inputs/DateInput';
import { TimeInput } from '../../../ui/inputs/TimeInput';
import type { DraftDay } from './draft';
import type { WizardOps } from './ops';

export interface DatesStepProps {
  days: DraftDay[];
  ops: WizardOps;
}

/** Step 1: the schedule's dates and each day's hours; rows stack on a phone. */
export function DatesStep({ days, ops }: DatesStepProps) {
  return (
    <Stack gap="sm">
      {days.length === 0 && (
        <Text size="sm" c="dimmed">
          No dates yet. Add a date, then choose the crew and equipment for it.
        </Text>
      )}
      {days.map((d) => {
        const name = formatDate(d.date) || 'new date';
        return (
          <Card key={d.key} withBorder padding="sm" component="section" aria-label={`Date ${name}`}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <DateInput
                label="Date"
                value={d.date || null}
                onChange={(v) => ops.setDay(d.key, { date: v ?? '' })}
                style={{ flex: '1 1 10rem', minWidth: 0 }}
              />
              <TimeInput
                label="Start"
                value={d.start}
                step={15}
                onChange={(v) => ops.setDay(d.key, { start: v ?? '' })}
                style={{ flex: '1 1 7rem', minWidth: 0 }}
              />
              <TimeInput
                label="End"
                value={d.end}
                step={15}
                onChange={(v) => ops.setDay(d.key, { end: v ?? '' })}
                style={{ flex: '1 1 7rem', minWidth: 0 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove date ${name}`}
                onClick={() => void ops.removeDay(d)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={ops.addDay}>
          Add date
        </Button>
      </Group>
    </Stack>
  );
}
