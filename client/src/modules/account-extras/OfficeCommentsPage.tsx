import { Divider, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { B, F, has } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { QueryState } from '../../ui/QueryState';
import { AccountPageHeader } from './AccountPageHeader';
import { OfficeCommentForm } from './OfficeCommentForm';
import { OfficeCommentItem } from './OfficeCommentItem';
import { accountExtrasKeys, fetchComments } from './queries';

/** /accounts/office-comments?id=: every office comment of the account, newest first. */
export function OfficeCommentsPage() {
  const { id } = useSearch({ from: '/app/accounts/office-comments' });
  const canEdit = has(useClaims(), 'Account', B | F);
  const comments = useQuery({
    queryKey: [...accountExtrasKeys.comments(id), 'all'],
    queryFn: () => fetchComments(id),
    enabled: id > 0,
  });

  return (
    <Stack gap="md" maw={900}>
      <AccountPageHeader accountId={id} title="Office Comments" />
      {canEdit && id > 0 && (
        <Paper withBorder p="sm" radius="md">
          <OfficeCommentForm accountId={id} />
        </Paper>
      )}
      <Paper withBorder p="sm" radius="md" component="section" aria-label="Comment history">
        {comments.data && comments.data.length > 0 && (
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {comments.data.length === 1 ? '1 comment' : `${comments.data.length} comments`}
          </Text>
        )}
        <QueryState
          query={comments}
          notFound={!id}
          errorTitle="The office comments could not be loaded"
          loading={
            <Stack gap="sm" aria-label="Loading office comments">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={44} />
              ))}
            </Stack>
          }
        >
          {(all) =>
            all.length ? (
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {all.map((c, i) => (
                  <li key={c.Id}>
                    {i > 0 && <Divider mb="sm" />}
                    <OfficeCommentItem comment={c} />
                  </li>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed" ta="center" py="md">
                No office comments yet
              </Text>
            )
          }
        </QueryState>
      </Paper>
    </Stack>
  );
}
