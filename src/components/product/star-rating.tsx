import { Group, Text } from '@mantine/core';
import { MAX_RATING } from '../../../contract/constants';
import { ratingStars } from '../../../contract/rules/rating';

/**
 * The real count beside the stars ('1 Review', '3 Reviews'): the spec's fixed '40 Reviews' went.
 * Here, not in contract/rules/rating.ts: that module is in every first load, this one is not.
 */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'Review' : 'Reviews'}`;
}

export type StarFill = 'full' | 'half' | 'empty';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star, drawn full, half or as an outline (the rating row's, the review form's picker). */
export function Star({ fill, size }: { fill: StarFill; size: number }) {
  const gradientId = `half-star-${size}`;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fill === 'half' && (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="#f5a524" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR_PATH}
        fill={fill === 'full' ? '#f5a524' : fill === 'half' ? `url(#${gradientId})` : 'none'}
        stroke="#f5a524"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A row of five stars; the accessible name says the figure the stars draw. */
export function StarRow({ full, half, size = 16 }: { full: number; half: boolean; size?: number }) {
  const fills: StarFill[] = Array.from({ length: MAX_RATING }, (_, i) =>
    i < full ? 'full' : i === full && half ? 'half' : 'empty',
  );
  const value = full + (half ? 0.5 : 0);
  return (
    <Group gap={2} role="img" aria-label={`Rated ${value} out of 5`} wrap="nowrap">
      {fills.map((fill, i) => (
        <Star key={i} fill={fill} size={size} />
      ))}
    </Group>
  );
}

/** Stars, the mean and the real count ('4.3 · 3 Reviews'), or 'No rating' when unrated. */
export function StarRating({
  avgRating,
  reviewCount = 0,
}: {
  avgRating: number;
  reviewCount?: number;
}) {
  const stars = ratingStars(avgRating);
  if (stars.label !== null) {
    return (
      <Text size="sm" c="dimmed">
        {stars.label}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <StarRow full={stars.full} half={stars.half} />
      <Text size="sm" c="dimmed">
        {`${avgRating.toFixed(1)} · ${reviewCountLabel(reviewCount)}`}
      </Text>
    </Group>
  );
}
