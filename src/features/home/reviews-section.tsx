import {
  ActionIcon,
  Avatar,
  Box,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/layout/icons';
import { StarRow } from '../../components/product/star-rating';
import { MOBILE_REVIEWS, REVIEW_SETS, type Review } from './review-data';

function ReviewCard({ review }: { review: Review }) {
  return (
    <Card withBorder padding="md" component="figure" m={0} h="100%">
      <Stack gap="sm" h="100%">
        <StarRow full={5} half={false} />
        <Text component="blockquote" m={0} size="sm" style={{ flex: 1 }}>
          “{review.quote}”
        </Text>
        <Group gap="sm" component="figcaption">
          {/* Lazy: the reviews are far below the fold, and an eager image in server-rendered
              HTML gets a preload from React that competes with the hero. */}
          <Avatar
            src={review.photo}
            alt={`Photo of ${review.name}`}
            size={48}
            radius="xl"
            imageProps={{ loading: 'lazy' }}
          />
          <div>
            <Text fw={600} size="sm">
              {review.name}
            </Text>
            <Text size="xs" c="dimmed">
              Customer
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}

/** Two arrows flip one boolean that swaps the shown set; small screens get their own set. */
export function ReviewsSection() {
  const [second, setSecond] = useState(false);
  const shown = REVIEW_SETS[second ? 1 : 0];
  const flip = () => setSecond((s) => !s);
  return (
    <Stack component="section" aria-labelledby="reviews-title" gap="md" py="lg">
      <Group justify="space-between">
        <Title order={2} size="h3" id="reviews-title">
          What Our Customers Says About Us
        </Title>
        <Group gap="xs" visibleFrom="sm">
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            onClick={flip}
            aria-label="Previous reviews"
          >
            <ChevronLeftIcon />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            onClick={flip}
            aria-label="Next reviews"
          >
            <ChevronRightIcon />
          </ActionIcon>
        </Group>
      </Group>
      <Box visibleFrom="sm" aria-live="polite">
        <SimpleGrid cols={{ sm: 2, md: 4 }} spacing="md" data-testid="desktop-reviews">
          {shown.map((review) => (
            <ReviewCard key={review.name} review={review} />
          ))}
        </SimpleGrid>
      </Box>
      <Box hiddenFrom="sm">
        <SimpleGrid cols={1} spacing="md" data-testid="mobile-reviews">
          {MOBILE_REVIEWS.map((review) => (
            <ReviewCard key={review.name} review={review} />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
