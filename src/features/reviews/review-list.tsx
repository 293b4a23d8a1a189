import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { Review } from '../../../contract/schemas/review';
import { StarRow } from '../../components/product/star-rating';
import { REVIEW_TEXTS } from './review-texts';

const dateFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** One review: its stars, author, date and text. The text is a React text node, never HTML. */
function ReviewItem({ review, first }: { review: Review; first: boolean }) {
  return (
    <Stack gap={4} component="li" data-testid="review">
      {!first && <Divider mb="sm" />}
      <Group gap="sm" wrap="wrap">
        <StarRow full={review.rating} half={false} size={14} />
        <Text size="sm" fw={600}>
          {review.author}
        </Text>
        <Text size="sm" c="dimmed" component="time" dateTime={review.createdAt}>
          {dateFormat.format(new Date(review.createdAt))}
        </Text>
      </Group>
      {review.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
      )}
    </Stack>
  );
}

/** The reviews shown so far, newest first, and 'Show more reviews' while more are left. */
export function ReviewList({
  reviews,
  hasMore,
  loadingMore,
  onShowMore,
}: {
  reviews: Review[];
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}) {
  return (
    <Stack gap="md">
      <Stack
        gap="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Reviews, newest first"
      >
        {reviews.map((review, i) => (
          <ReviewItem key={review._id} review={review} first={i === 0} />
        ))}
      </Stack>
      {hasMore && (
        <Group>
          <Button variant="default" onClick={onShowMore} loading={loadingMore}>
            {REVIEW_TEXTS.showMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
