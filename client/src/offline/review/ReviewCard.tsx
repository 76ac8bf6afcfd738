import { useState } from 'react';
import { Badge, Button, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import type { Review } from '@canopy/sync/store';
import { describeRecord, differingFields, mayKeepMine, reviewReason } from './describe';

export interface ReviewCardProps {
  review: Review;
  onResolve: (review: Review, choice: 'mine' | 'theirs') => Promise<void>;
}

/** One record waiting for the user: what it is, why, mine and theirs side by side, and the choice. */
export function ReviewCard({ review, onResolve }: ReviewCardProps) {
  const [busy, setBusy] = useState<'mine' | 'theirs' | null>(null);
  const title = describeRecord(review.Entity, review.Mine ?? review.Theirs);
  const rows = differingFields(review.Entity, review.Mine, review.Theirs);
  const rejected = review.Kind === 'rejected';
  const fieldErrors = Object.entries(review.ModelState).filter(([field]) => field !== 'Service');

  async function choose(choice: 'mine' | 'theirs') {
    setBusy(choice);
    try {
      await onResolve(review, choice);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder padding="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{title}</Text>
          <Badge color={rejected ? 'red' : 'yellow'} variant="light">
            {rejected ? 'Not accepted' : 'Conflict'}
          </Badge>
        </Group>
        <Text size="sm" c={rejected ? 'red' : undefined}>
          {reviewReason(review)}
        </Text>
        {fieldErrors.length > 0 && (
          <List size="sm">
            {fieldErrors.flatMap(([field, messages]) =>
              messages.map((m) => <List.Item key={`${field}:${m}`}>{m}</List.Item>),
            )}
          </List>
        )}
        {review.Mine === null && <Text size="sm">You deleted this record.</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={360}>
            <Table withTableBorder striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Mine</Table.Th>
                  <Table.Th>{rejected ? 'On the server' : 'Theirs'}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.field}>
                    <Table.Td>{r.label}</Table.Td>
                    <Table.Td>{r.mine}</Table.Td>
                    <Table.Td>{r.theirs}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void choose('theirs')}
            loading={busy === 'theirs'}
            disabled={busy === 'mine'}
          >
            {rejected ? 'Discard my change' : 'Take theirs'}
          </Button>
          {mayKeepMine(review) && (
            <Button
              onClick={() => void choose('mine')}
              loading={busy === 'mine'}
              disabled={busy === 'theirs'}
            >
              {rejected ? 'Try again' : 'Keep mine'}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
