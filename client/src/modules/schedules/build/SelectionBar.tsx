import { Button, Group, Paper, Text } from '@mantine/core';

export interface SelectionBarProps {
  count: number;
  onClear: () => void;
  onCreate: () => void;
}

/** Kept in view at the bottom while work orders are selected, whatever page or filter is shown. */
export function SelectionBar({ count, onClear, onCreate }: SelectionBarProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      role="region"
      aria-label="Selected work orders"
      style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
    >
      <Group justify="space-between" gap="xs">
        <Text fw={500}>{count} selected</Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClear}>
            Clear
          </Button>
          <Button onClick={onCreate}>Create schedule</Button>
        </Group>
      </Group>
    </Paper>
  );
}
