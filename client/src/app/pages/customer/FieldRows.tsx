import { Table } from '@mantine/core';

export interface FieldRowsProps {
  rows: [label: string, value: string | number | null | undefined][];
}

/** Label/value pairs of a customer document; rows with nothing to say are left out. */
export function FieldRows({ rows }: FieldRowsProps) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {shown.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%" fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
