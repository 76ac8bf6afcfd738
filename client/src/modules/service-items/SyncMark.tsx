import { Anchor, Badge } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

/** Where the user settles records the server would not take as they were. */
export const REVIEW_PATH = '/sync/review';

export type SyncMarkProps = {
  /** Changes of the record wait to be sent. */
  pending: boolean;
  /** The server refused or met a newer version: the user must choose. */
  review: boolean;
};

/**
 * The small mark of a record made or changed on this device: "Not synced" until the server has it,
 * "Needs review" (a link to the review page) when the server's answer waits for the user.
 */
export function SyncMark({ pending, review }: SyncMarkProps) {
  const navigate = useNavigate();
  if (review)
    return (
      <Anchor
        href={REVIEW_PATH}
        size="xs"
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void navigate({ href: REVIEW_PATH });
        }}
      >
        <Badge size="xs" color="red" variant="light" style={{ cursor: 'pointer' }}>
          Needs review
        </Badge>
      </Anchor>
    );
  if (!pending) return null;
  return (
    <Badge size="xs" color="gray" variant="outline">
      Not synced
    </Badge>
  );
}
