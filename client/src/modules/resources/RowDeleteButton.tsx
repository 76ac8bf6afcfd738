import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export type RowDeleteButtonProps = {
  /** Names the row for screen readers: "Delete BT-01". */
  name: string;
  onDelete: () => void;
};

/** The red bin of a list row; DataList has edit and archive actions but none for deleting. */
export function RowDeleteButton({ name, onDelete }: RowDeleteButtonProps) {
  return (
    <Tooltip label="Delete">
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${name}`}
        onClick={(e) => {
          e.stopPropagation();
          onDelete();
        }}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
