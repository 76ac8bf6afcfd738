import { Paper, Skeleton, Table, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { IdName } from '@canopy/shared';
import { LoadNotice } from '../../ui/LoadNotice';

export type ListCardProps = { title: string; list: UseQueryResult<IdName[]> };

/** A fixed Id/Name list, shown read-only with its loading and error states. */
export function ListCard({ title, list }: ListCardProps) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {list.error ? (
        <LoadNotice error={list.error} />
      ) : (
        <Table aria-label={title} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Id</Table.Th>
              <Table.Th>Name</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((item) => (
              <Table.Tr key={item.Id}>
                <Table.Td>{item.Id}</Table.Td>
                <Table.Td>{item.Name}</Table.Td>
              </Table.Tr>
            ))}
            {list.isPending &&
              [1, 2].map((i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={2}>
                    <Skeleton height={12} />
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
