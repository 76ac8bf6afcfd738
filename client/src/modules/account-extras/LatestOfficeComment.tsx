import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Messages } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
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

  let body;
  if (recent.isPending) body = <Skeleton height={40} aria-label="Loading office comment" />;
  else if (recent.error)
    body = (
      <Alert color="red" p="xs">
        <Group justify="space-between">
          <Text size="sm">{failureMessage(recent.error, Messages.ServerError)}</Text>
          <Button size="xs" variant="light" onClick={() => void recent.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  else if (recent.data) body = <OfficeCommentItem comment={recent.data} />;
  else
    body = (
      <Text size="sm" c="dimmed">
        No office comments yet
      </Text>
    );

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
        {body}
      </Stack>
    </Paper>
  );
}
