import type { ReactNode } from 'react';
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

export function SortHeader({ title, sortable, active, descending, onSort, width, align }: SortHeaderProps) {
  if (!sortable) {
    return (
      <Table.Th w={width} style={{ textAlign: align }}>
        {title}
      </Table.Th>
    );
  }
  const Icon = !active ? IconSelector : descending ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th w={width} aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={onSort} w="100%">
        <Group
          gap={4}
          justify={align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start'}
          wrap="nowrap"
        >
          {title}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
