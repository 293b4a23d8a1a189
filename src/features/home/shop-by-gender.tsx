import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { GENDERS } from '../../../contract/enums';

/** Each tile opens the listing filtered by one gender: a shareable link, like any filter. */
const TILES: readonly { gender: (typeof GENDERS)[number]; label: string; tagline: string }[] = [
  { gender: 'Female', label: 'For Her', tagline: 'Florals, musks and sweet gourmands' },
  { gender: 'Male', label: 'For Him', tagline: 'Woods, spices and fresh citrus' },
  { gender: 'Unisex', label: 'For Everyone', tagline: 'Scents made to be shared' },
];

/** One of the spec's two home blocks 'whose contents are not shown' (see docs/deviations.md). */
export function ShopByGender() {
  return (
    <Stack component="section" aria-labelledby="shop-by-gender-title" gap="md" mt="xl">
      <Title order={2} size="h3" id="shop-by-gender-title">
        Shop by Gender
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {TILES.map(({ gender, label, tagline }) => (
          <Link
            key={gender}
            to="/all-fragrances"
            search={{ gender: [gender] }}
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Paper withBorder radius="md" p="lg" h="100%">
              <Text fw={700} size="lg">
                {label}
              </Text>
              <Text size="sm" c="dimmed">
                {tagline}
              </Text>
            </Paper>
          </Link>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
