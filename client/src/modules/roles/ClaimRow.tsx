import { memo } from 'react';
import { ActionIcon, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconChecks, IconCornerDownRight, IconSquareOff } from '@tabler/icons-react';
import { allFlagsOf, FLAG_COLUMNS, type ClaimNode } from './claimTree';

export interface ClaimRowProps {
  node: ClaimNode;
  child: boolean;
  value: number;
  changed: boolean;
  readOnly: boolean;
  onToggle: (typeId: number, flag: number) => void;
  onSet: (typeId: number, value: number) => void;
}

/** One claim type: its name and a toggle per flag; the flags held add up to its ClaimValueId. */
export const ClaimRow = memo(function ClaimRow(props: ClaimRowProps) {
  const { node, child, value, changed, readOnly, onToggle, onSet } = props;
  const { type } = node;
  const offered = allFlagsOf(type);
  return (
    <Table.Tr
      data-changed={changed || undefined}
      bg={changed ? 'var(--mantine-color-yellow-light)' : child ? undefined : 'var(--mantine-color-gray-0)'}
    >
      <Table.Td pl={child ? 'xl' : 'xs'}>
        <Group gap={6} wrap="nowrap">
          {child && <IconCornerDownRight size={14} color="var(--mantine-color-dimmed)" aria-hidden />}
          <Text size="sm" fw={child ? 400 : 600}>
            {node.label}
          </Text>
          {child && node.label !== type.Name && (
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {type.Name}
            </Text>
          )}
        </Group>
      </Table.Td>
      {FLAG_COLUMNS.map(({ flag, label }) => (
        <Table.Td key={flag} ta="center">
          {(offered & flag) !== 0 && (
            <Checkbox
              size="xs"
              display="inline-block"
              aria-label={`${node.fullLabel} ${label}`}
              checked={(value & flag) !== 0}
              disabled={readOnly}
              onChange={() => onToggle(type.Id, flag)}
            />
          )}
        </Table.Td>
      ))}
      {!readOnly && (
        <Table.Td>
          <Group gap={2} wrap="nowrap" justify="flex-end" opacity={0.75}>
            <Tooltip label="Select all in row" openDelay={400}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={`Select all for ${node.fullLabel}`}
                style={{ visibility: value === offered ? 'hidden' : undefined }}
                onClick={() => onSet(type.Id, offered)}
              >
                <IconChecks size={14} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Clear row" openDelay={400}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={`Clear ${node.fullLabel}`}
                style={{ visibility: value === 0 ? 'hidden' : undefined }}
                onClick={() => onSet(type.Id, 0)}
              >
                <IconSquareOff size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
});
