import { Alert, Modal, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Messages, type DailyLog } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { prevailingWageQuery } from './queries';

/** The read-only prevailing wage hours of one daily log. */
export function PrevailingWageDialog({ log, onClose }: { log: DailyLog | null; onClose: () => void }) {
  const hours = useQuery({ ...prevailingWageQuery(log?.Id ?? 0), enabled: log !== null });
  let body;
  if (hours.isPending) body = <Skeleton height={60} />;
  else if (hours.error) body = <Alert color="red">{failureMessage(hours.error, Messages.ServerError)}</Alert>;
  else if (!hours.data.length)
    body = <Text c="dimmed">No prevailing wage hours were recorded for this log.</Text>;
  else
    body = (
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Category</Table.Th>
            <Table.Th>Job Title</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.data.map((h) => (
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
    );
  return (
    <Modal
      opened={log !== null}
      onClose={onClose}
      title={log ? `Prevailing wage hours – ${log.Name}` : 'Prevailing wage hours'}
      size="lg"
      centered
    >
      {body}
    </Modal>
  );
}
