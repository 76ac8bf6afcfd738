import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { ColumnChoice } from './useColumnChoice';

export type DataListColumnsMenuProps = {
  choices: ColumnChoice[];
  onToggle: (key: string) => void;
};

/** The Columns button: every column of the list, ticked when shown; the last one cannot go. */
export function DataListColumnsMenu({ choices, onToggle }: DataListColumnsMenuProps) {
  const shown = choices.filter((c) => c.shown).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Columns shown">
          {choices.map((c) => (
            <Checkbox
              key={c.key}
              label={c.label}
              checked={c.shown}
              disabled={c.shown && shown === 1}
              onChange={() => onToggle(c.key)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
