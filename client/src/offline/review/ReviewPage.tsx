import { Loader, Stack, Text, Title } from '@mantine/core';
import type { Review } from '@canopy/sync/store';
import { notifyError } from '../../ui/notify';
import { useOfflineWriter, useReviews } from '../hooks';
import { ReviewCard } from './ReviewCard';

/** The records the server would not take as they were; the user decides each one. */
export function ReviewPage() {
  const reviews = useReviews();
  const writer = useOfflineWriter();

  async function resolve(review: Review, choice: 'mine' | 'theirs') {
    try {
      await writer.resolve(review.Entity, review.Key, choice);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h3">
        Changes to review
      </Title>
      {reviews === undefined ? (
        <Loader size="sm" aria-label="Loading" />
      ) : reviews.length === 0 ? (
        <Text c="dimmed">
          Nothing needs your review. Every change on this device was accepted or is on its way.
        </Text>
      ) : (
        reviews.map((r) => <ReviewCard key={`${r.Entity}:${r.Key}`} review={r} onResolve={resolve} />)
      )}
    </Stack>
  );
}
