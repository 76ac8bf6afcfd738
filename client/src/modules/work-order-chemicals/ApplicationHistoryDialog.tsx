import { Badge, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WorkOrderChemical } from '@canopy/shared';
import { QueryState } from '../../ui/QueryState';
import { historyQuery } from './queries';
import { formatDateTime, recordLines } from './recordText';

export type ApplicationHistoryDialogProps = { line: WorkOrderChemical | null; onClose: () => void };

/** Every revision of a line's application record, newest first; the first card is the current record. */
export function ApplicationHistoryDialog({ line, onClose }: ApplicationHistoryDialogProps) {
  const history = useQuery({
    ...historyQuery(line?.WorkOrderId ?? 0, line?.Id ?? 0),
    enabled: line !== null,
  });
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={`Application history: ${line?.Chemical ?? ''}`}
      size="lg"
    >
      <QueryState query={history}>
        {(h) => (
          <Stack>
            {[...h.Revisions].reverse().map((r, i) => (
              <Card key={r.Id} withBorder padding="sm" aria-label={`Revision ${r.Revision}`}>
                <Group justify="space-between" mb={4}>
                  <Text fw={600}>Revision {r.Revision}</Text>
                  {i === 0 ? <Badge color="green">Current</Badge> : <Badge color="gray">Replaced</Badge>}
                </Group>
                <Text size="xs" c="dimmed">
                  Recorded {formatDateTime(r.RecordedAt)}
                  {r.RecordedBy ? ` by ${r.RecordedBy}` : ''}
                  {r.CorrectionReason ? ` · Reason: ${r.CorrectionReason}` : ''}
                </Text>
                {recordLines(r)
                  .filter(([, v]) => v)
                  .map(([label, value]) => (
                    <Text key={label} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <b>{label}:</b> {value}
                    </Text>
                  ))}
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
