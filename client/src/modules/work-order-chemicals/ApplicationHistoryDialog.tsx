import { Badge, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationRecord, WorkOrderChemical } from '@canopy/shared';
import { QueryState } from '../../ui/QueryState';
import { historyQuery } from './queries';
import { formatDateTime, recordLines } from './recordText';

export type ApplicationHistoryDialogProps = {
  line: WorkOrderChemical | null;
  onClose: () => void;
  /** The revisions the device holds (without a connection); otherwise they are read from the server. */
  revisions?: ApplicationRecord[];
};

/** Every revision of a line's application record, newest first; the first card is the current record. */
export function ApplicationHistoryDialog({ line, onClose, revisions }: ApplicationHistoryDialogProps) {
  const history = useQuery({
    ...historyQuery(line?.WorkOrderId ?? 0, line?.Id ?? 0),
    enabled: line !== null && !revisions,
  });
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={`Application history: ${line?.Chemical ?? ''}`}
      size="lg"
    >
      {revisions ? (
        <RevisionCards revisions={revisions} />
      ) : (
        <QueryState query={history}>{(h) => <RevisionCards revisions={h.Revisions} />}</QueryState>
      )}
    </Modal>
  );
}

function RevisionCards({ revisions }: { revisions: ApplicationRecord[] }) {
  return (
    <Stack>
      {[...revisions].reverse().map((r, i) => (
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
  );
}
