import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../ui/QueryState';
import { OfficeCommentForm } from './OfficeCommentForm';
import { OfficeCommentItem } from './OfficeCommentItem';
import { accountExtrasKeys, fetchRecentComment } from './queries';
import { RecordLink } from './RecordLink';
import { officeCommentsHref } from './search';
import { useCanOpen } from './useCanOpen';

export type LatestOfficeCommentProps = {
  accountId: number;
  /** Account Full or Branch: may add comments. */
  canEdit: boolean;
};

/** The account's newest office comment, with a way to add one and to the whole history. */
export function LatestOfficeComment({ accountId, canEdit }: LatestOfficeCommentProps) {
  const [adding, setAdding] = useState(false);
  const canOpenHistory = useCanOpen('/accounts/office-comments');
  const recent = useQuery({
    queryKey: [...accountExtrasKeys.comments(accountId), 'recent'],
    queryFn: () => fetchRecentComment(accountId),
    enabled: accountId > 0,
  });

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Office comment">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            Office comment
          </Title>
          <Group gap="xs">
            {canEdit && !adding && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => setAdding(true)}
              >
                Add comment
              </Button>
            )}
            {canOpenHistory && accountId > 0 && (
              <RecordLink href={officeCommentsHref(accountId)}>History</RecordLink>
            )}
          </Group>
        </Group>
        {canEdit && adding && (
          <OfficeCommentForm
            accountId={accountId}
            autoFocus
            onAdded={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        )}
        <QueryState
          query={recent}
          compact
          loading={<Skeleton height={40} aria-label="Loading office comment" />}
        >
          {(comment) =>
            comment ? (
              <OfficeCommentItem comment={comment} />
            ) : (
              <Text size="sm" c="dimmed">
                No office comments yet
              </Text>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}
