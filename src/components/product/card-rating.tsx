import { Text } from '@mantine/core';

/**
 * A card's rating: one star and the mean ('★ 4.3'), nothing while the product is unrated (a grid
 * of 'No rating' lines says nothing a shopper can use). Text only: a card is in every first load,
 * the drawn row of stars (star-rating.tsx) is the product page's.
 */
export function CardRating({ avgRating }: { avgRating: number }) {
  if (!(avgRating > 0)) return null;
  const mean = avgRating.toFixed(1);
  return (
    <Text size="xs" c="dimmed" role="img" aria-label={`Rated ${mean} out of 5`}>
      ★ {mean}
    </Text>
  );
}
