import { Fragment } from 'react';
import { Table, Text, Tooltip } from '@mantine/core';
import { ClaimRow } from './ClaimRow';
import { FLAG_COLUMNS, type ClaimMap, type ClaimNode } from './claimTree';

export interface ClaimsTableProps {
  nodes: ClaimNode[];
  claims: ClaimMap;
  changed: ReadonlySet<number>;
  readOnly: boolean;
  onToggle: (typeId: number, flag: number) => void;
  onSet: (typeId: number, value: number) => void;
}

export function ClaimsTable({ nodes, claims, changed, readOnly, onToggle, onSet }: ClaimsTableProps) {
  const row = (node: ClaimNode, child: boolean) => (
    <ClaimRow
      key={node.type.Id}
      node={node}
      child={child}
      value={claims[node.type.Id] ?? 0}
      changed={changed.has(node.type.Id)}
      readOnly={readOnly}
      onToggle={onToggle}
      onSet={onSet}
    />
  );
  return (
    <Table.ScrollContainer minWidth={560} maxHeight="calc(100vh - 300px)">
      <Table
        stickyHeader
        verticalSpacing={3}
        horizontalSpacing="xs"
        fz="sm"
        withRowBorders
        aria-label="Claims"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Claim type</Table.Th>
            {FLAG_COLUMNS.map(({ flag, label, hint }) => (
              <Table.Th key={flag} ta="center" w={88} style={{ whiteSpace: 'nowrap' }}>
                <Tooltip label={hint} openDelay={300}>
                  <Text span size="sm" fw={600}>
                    {label}
                  </Text>
                </Tooltip>
              </Table.Th>
            ))}
            {!readOnly && <Table.Th w={64} aria-label="Row actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nodes.map((node) => (
            <Fragment key={node.type.Id}>
              {row(node, false)}
              {node.children.map((c) => row(c, true))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
