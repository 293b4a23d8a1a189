import './admin-styles';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminReview } from '../../../contract/schemas/review';
import { serverErrorText } from '../../api/error-message';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  adminReviewsQueryOptions,
  useSetReviewHidden,
} from '../../api/admin-reviews';
import { StarRow } from '../../components/product/star-rating';
import { LoadFailedAlert } from './load-failed-alert';
import { PagedTable } from './paged-table';

const HEADERS = ['Product', 'Author', 'Stars', 'Review', 'Date', 'Hide/Show'];

const dateFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

function ReviewRow({
  review,
  onToggle,
  pending,
}: {
  review: AdminReview;
  onToggle: (hidden: boolean) => void;
  pending: boolean;
}) {
  return (
    <Table.Tr data-testid="admin-review" c={review.hidden ? 'dimmed' : undefined}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {review.productName}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{review.author}</Text>
      </Table.Td>
      <Table.Td>
        <StarRow full={review.rating} half={false} size={14} />
      </Table.Td>
      <Table.Td maw={360}>
        {/* The shopper's words as text: never HTML. */}
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
          {review.text || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" component="time" dateTime={review.createdAt}>
          {dateFormat.format(new Date(review.createdAt))}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* A button, not Mantine's Switch: its file would be one more for every first load to list. */}
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" w={52}>
            {review.hidden ? 'Hidden' : 'Shown'}
          </Text>
          <Button
            size="compact-sm"
            variant={review.hidden ? 'light' : 'default'}
            loading={pending}
            onClick={() => onToggle(!review.hidden)}
            aria-label={`${review.hidden ? 'Show' : 'Hide'} the review by ${review.author} of ${review.productName}`}
          >
            {review.hidden ? 'Show' : 'Hide'}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The newest reviews, hidden ones included, each with a Hide/Show switch. */
export function AdminReviews({ userId }: { userId: string }) {
  const [page, onPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(adminReviewsQueryOptions(userId, page));
  const [error, setError] = useState<string | null>(null);
  const toggle = useSetReviewHidden({
    onSuccess: () => setError(null),
    onError: async (err) =>
      setError(
        (await serverErrorText(err)) ?? 'The review could not be changed. Please try again.',
      ),
  });
  const totalPages = data ? Math.max(1, Math.ceil(data.total / ADMIN_REVIEWS_PAGE_SIZE)) : 1;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Reviews
        </Title>
        <Text c="dimmed" size="sm">
          The newest first. A hidden review counts nowhere: not on the product page, nor in its
          stars.
        </Text>
        {isError && (
          <LoadFailedAlert title="Could not load the reviews" onRetry={() => void refetch()} />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <PagedTable
          headers={HEADERS}
          minWidth={720}
          rows={data?.reviews}
          isPending={isPending}
          renderRow={(review) => (
            <ReviewRow
              key={review._id}
              review={review}
              pending={toggle.isPending && toggle.variables.review._id === review._id}
              onToggle={(hidden) => toggle.mutate({ review, hidden })}
            />
          )}
          empty="No reviews yet."
          skeleton={{ photoColumn: -1, testId: 'admin-reviews-skeleton' }}
          striped
          paging={
            data && data.total > ADMIN_REVIEWS_PAGE_SIZE
              ? { label: 'Reviews pages', page, totalPages, onPage }
              : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
