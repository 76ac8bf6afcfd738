import { ActionIcon, Box, Button, Group, RangeSlider, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ALL_DAYS, SHIFT_DAYS, SHIFT_END, stepLabel } from './shifts';
import type { WorkValues } from './tabValues';

export interface WorkShiftRowsProps {
  form: UseFormReturnType<WorkValues>;
  readOnly: boolean;
}

const MAX_SHIFTS = 50;
/** A new shift starts as 7:00 AM to 3:30 PM. */
const NEW_SHIFT = { Day: String(ALL_DAYS), Range: [14, 31] as [number, number] };
const MARKS = [0, 12, 24, 36, 48].map((value) => ({ value, label: stepLabel(value) }));

/** Shifts: a day (or all days) and a half-hour range from 12:00 AM to 11:59 PM. */
export function WorkShiftRows({ form, readOnly }: WorkShiftRowsProps) {
  const shifts = form.getValues().WorkShifts;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Work shifts
      </Text>
      {shifts.length === 0 && (
        <Text size="sm" c="dimmed">
          No work shifts.
        </Text>
      )}
      {shifts.map((shift, i) => (
        <Group key={form.key(`WorkShifts.${i}`)} gap="md" wrap="nowrap" align="center">
          <Select
            aria-label={`Shift ${i + 1} day`}
            data={SHIFT_DAYS}
            allowDeselect={false}
            w={140}
            {...form.getInputProps(`WorkShifts.${i}.Day`)}
          />
          <Box style={{ flex: 1 }} px="lg" pb="lg" pt={4}>
            <RangeSlider
              min={0}
              max={SHIFT_END}
              step={1}
              minRange={1}
              marks={MARKS}
              label={stepLabel}
              thumbValueText={stepLabel}
              thumbFromLabel={`Shift ${i + 1} start`}
              thumbToLabel={`Shift ${i + 1} end`}
              disabled={readOnly}
              {...form.getInputProps(`WorkShifts.${i}.Range`)}
            />
          </Box>
          <Text size="sm" w={170} ta="right" data-testid={`shift-${i + 1}-times`}>
            {stepLabel(shift.Range[0])} – {stepLabel(shift.Range[1])}
          </Text>
          {!readOnly && (
            <Tooltip label="Remove shift">
              <ActionIcon
                color="red"
                aria-label={`Remove shift ${i + 1}`}
                onClick={() => form.removeListItem('WorkShifts', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
      {!readOnly && shifts.length < MAX_SHIFTS && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('WorkShifts', { ...NEW_SHIFT, Range: [...NEW_SHIFT.Range] })}
          >
            Add shift
          </Button>
        </Group>
      )}
    </Stack>
  );
}
