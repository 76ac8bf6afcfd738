import { Stack, Text } from '@mantine/core';
import { format } from 'date-fns';
import type { OfficeComment } from '@canopy/shared';

/** When the comment was written, in local time: comments of one day are told apart by the hour. */
export function formatCommentTime(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? '' : format(d, 'M/d/yyyy h:mm a');
}

export function OfficeCommentItem({ comment }: { comment: OfficeComment }) {
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.NoteText}
      </Text>
      <Text size="xs" c="dimmed">
        {comment.CreatedBy ?? 'Unknown author'} · {formatCommentTime(comment.DateCreated)}
      </Text>
    </Stack>
  );
}
