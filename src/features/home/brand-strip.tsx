import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const BRANDS = [
  { name: 'Dior', image: '/images/brand-dior.webp' },
  { name: 'Versace', image: '/images/brand-versace.webp' },
  { name: 'Armani', image: '/images/brand-armani.webp' },
  { name: 'Lattafa', image: '/images/brand-lattafa.webp' },
] as const;

/** Four brand tiles, each opening the listing filtered by that brand. */
export function BrandStrip() {
  return (
    <Stack component="section" aria-labelledby="brands-title" gap="md" py="lg">
      <Group justify="space-between">
        <Title order={2} size="h3" id="brands-title">
          All Fragrance Brands
        </Title>
        <Anchor component={Link} to="/all-fragrances" fw={600} aria-label="View all brands">
          View all
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {BRANDS.map((brand) => (
          <Link
            key={brand.name}
            to="/all-fragrances"
            search={{ brand: [brand.name] }}
            aria-label={`${brand.name} fragrances`}
          >
            <img
              src={brand.image}
              alt={`${brand.name} logo`}
              width={320}
              height={160}
              loading="lazy"
              style={{ width: '100%', height: 'auto', borderRadius: 12, display: 'block' }}
            />
          </Link>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
