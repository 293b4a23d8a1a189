import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useState } from 'react';
import { ratingStars } from '../../../contract/rules/rating';
import { productReviewsQueryOptions, SIGNED_OUT } from '../../api/product-reviews';

import { reviewCountLabel, StarRow } from '../../components/product/star-rating';
import { sessionUserAtom } from '../../state/auth-atoms';
import { RatingBreakdown } from './rating-breakdown';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { outOfFive, REVIEW_TEXTS } from './review-texts';
import { ReviewsSkeleton } from './reviews-skeleton';

/**
 * A product's Reviews section: its mean and count, the star breakdown, the form for a buyer who
 * received it, and the reviews newest first, ten at a time. Read with the visitor's token, so
 * the server says whether they may review it and sends their own review to edit.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const user = useAtomValue(sessionUserAtom);
  const viewer = user?._id ?? SIGNED_OUT;
  const [shownPages, setShownPages] = useState(1);
  const answers = useQueries({
    queries: Array.from({ length: shownPages }, (_, i) =>
      productReviewsQueryOptions(productId, viewer, i + 1),
    ),
  });
  // A query's answer redraws its component in one task a tap cannot interrupt (about 25 ms on
  // this section's first answer, 100 ms at a phone's speed); drawn from the deferred copy, React
  // renders it in slices.
  const queries = useDeferredValue(answers);
  const [firstQuery] = queries;
  const first = firstQuery?.data;

  if (!first && firstQuery?.isError) {
    return (
      <Section>
        <Alert color="red" title={REVIEW_TEXTS.loadFailed}>
          <Button size="xs" variant="default" onClick={() => void firstQuery.refetch()}>
            Retry
          </Button>
        </Alert>
      </Section>
    );
  }
  if (!first) return <ReviewsSkeleton />;

  const pages = queries.flatMap((q) => (q.data ? [q.data] : []));
  const latest = pages[pages.length - 1] ?? first;
  // A review posted meanwhile shifts the pages: one shown twice is listed once.
  const reviews = pages
    .flatMap((page) => page.reviews)
    .filter((review, i, all) => all.findIndex((r) => r._id === review._id) === i);
  const loadingMore = queries.some((q) => q.isPending);
  const hasMore = !loadingMore && reviews.length < latest.total && pages.length === shownPages;
  const stars = ratingStars(latest.avgRating);

  return (
    <Section>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {latest.reviewCount > 0 ? (
              <Group gap="sm" align="center">
                <Text fz={32} fw={700} lh={1}>
                  {latest.avgRating.toFixed(1)}
                </Text>
                <Stack gap={2}>
                  <StarRow full={stars.full} half={stars.half} size={18} />
                  <Text size="sm" c="dimmed">
                    {outOfFive(latest.avgRating)} · {reviewCountLabel(latest.reviewCount)}
                  </Text>
                </Stack>
              </Group>
            ) : (
              <Text c="dimmed">{REVIEW_TEXTS.none}</Text>
            )}
            <RatingBreakdown breakdown={latest.breakdown} total={latest.reviewCount} />
            {first.canReview ? (
              <ReviewForm productId={productId} myReview={first.myReview} />
            ) : user ? (
              // Signed in without a delivered order of it: say why there is no form.
              <Text size="sm" c="dimmed" data-testid="review-not-allowed">
                {REVIEW_TEXTS.onlyReceived}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/login" search={{ redirect: `/detail/${productId}` }} />
                  )}
                >
                  {REVIEW_TEXTS.signInToReview}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {reviews.length > 0 && (
            <ReviewList
              reviews={reviews}
              hasMore={hasMore || loadingMore}
              loadingMore={loadingMore}
              onShowMore={() => setShownPages((n) => n + 1)}
            />
          )}
        </Grid.Col>
      </Grid>
    </Section>
  );
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <Stack component="section" aria-labelledby="reviews-heading" gap="md" mt="xl" id="reviews">
      <Title order={2} size="h3" id="reviews-heading">
        {REVIEW_TEXTS.heading}
      </Title>
      {children}
    </Stack>
  );
}
