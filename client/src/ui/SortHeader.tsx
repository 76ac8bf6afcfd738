import type { CSSProperties, ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

export type SortHeaderProps = {
  title: ReactNode;
  sortable: boolean;
  /** This column is the current sort. */
  active: boolean;
  descending: boolean;
  onSort: () => void;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
};

// A header never wraps the row taller: a title too long for its column is cut, whole on hover.
const cut: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

export function SortHeader({ title, sortable, active, descending, onSort, width, align }: SortHeaderProps) {
  const hover = typeof title === 'string' ? title : undefined;
  if (!sortable) {
    return (
      <Table.Th w={width} style={{ ...cut, textAlign: align }} title={hover}>
        {title}
      </Table.Th>
    );
  }
  const Icon = !active ? IconSelector : descending ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th w={width} aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'} title={hover}>
      {/* A button sets its own font size; the header's is the table's. */}
      <UnstyledButton onClick={onSort} w="100%" style={{ font: 'inherit' }}>
        <Group
          gap={4}
          justify={align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start'}
          wrap="nowrap"
        >
          <span style={{ ...cut, minWidth: 0 }}>{title}</span>
          <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
