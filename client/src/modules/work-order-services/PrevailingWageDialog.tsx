import { Modal, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DailyLog, PrevailingWageHour } from '@canopy/shared';
import { QueryState } from '../../ui/QueryState';
import { prevailingWageQuery } from './queries';

/** The read-only prevailing wage hours of one daily log. */
export function PrevailingWageDialog({ log, onClose }: { log: DailyLog | null; onClose: () => void }) {
  const hours = useQuery({ ...prevailingWageQuery(log?.Id ?? 0), enabled: log !== null });
  const table = (rows: PrevailingWageHour[]) =>
    rows.length ? (
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>Job Title</Table.Th>
              <Table.Th ta="right">Hours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((h) => (
              <Table.Tr key={h.Id}>
                <Table.Td>
                  {[h.PrevailingWageCategoryCode, h.PrevailingWageCategoryName].filter(Boolean).join(' – ') ||
                    '—'}
                </Table.Td>
                <Table.Td>{h.JobTitle ?? '—'}</Table.Td>
                <Table.Td ta="right">{h.Hours.toFixed(2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    ) : (
      <Text c="dimmed">No prevailing wage hours were recorded for this log.</Text>
    );
  return (
    <Modal
      opened={log !== null}
      onClose={onClose}
      title={log ? `Prevailing wage hours – ${log.Name}` : 'Prevailing wage hours'}
      size="lg"
      centered
    >
      <QueryState query={hours} retryLabel={null} loading={<Skeleton height={60} />}>
        {table}
      </QueryState>
    </Modal>
  );
}
