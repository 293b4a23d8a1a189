import { Button, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Product } from '../../../contract/schemas/product';
import { useCatalogue } from '../../api/use-catalogue';
import { gridImageSizes } from '../../components/product/grid-image-sizes';
import { ProductCard } from '../../components/product/product-card';
import { ShareOnWhatsApp } from '../../components/product/share-on-whatsapp';
import { wishlistIdsAtom } from '../../state/wishlist-atoms';
import { changeWishlistAtom } from '../../state/wishlist-changes';

const COLS = { base: 2, sm: 3, md: 4 };

/** The saved products, newest first, from the catalogue this browser holds (offline too). */
function savedProducts(ids: readonly string[], products: readonly Product[]): Product[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * /wishlist: the saved products as cards, each with Add to cart (the cart's own button) and
 * Remove. A product since deleted from the shop is not shown (the catalogue has it no more).
 */
export function WishlistScreen() {
  const ids = useAtomValue(wishlistIdsAtom);
  const { products, isError, refetch } = useCatalogue({ needed: true });
  const change = useSetAtom(changeWishlistAtom);
  const saved = products ? savedProducts(ids, products) : undefined;

  return (
    <Container size="xl" py="lg">
      <Title order={1} size="h2" mb="md">
        Wishlist
      </Title>
      {ids.length === 0 || (saved && saved.length === 0) ? (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <Text fw={600}>Your wishlist is empty</Text>
          <Text c="dimmed">Tap the heart on a product to save it here.</Text>
          <Button component={Link} to="/all-fragrances">
            Browse all fragrances
          </Button>
        </Stack>
      ) : !saved ? (
        isError ? (
          <Stack align="center" gap="sm" py="xl">
            <Text>Your saved products could not be loaded.</Text>
            <Button variant="outline" onClick={refetch}>
              Retry
            </Button>
          </Stack>
        ) : (
          <Loader aria-label="Loading your wishlist" m="xl" />
        )
      ) : (
        <SimpleGrid cols={COLS} spacing="md" component="ul" style={{ listStyle: 'none' }} p={0}>
          {saved.map((product) => (
            <Stack component="li" key={product._id} gap="xs">
              <ProductCard product={product} imageSizes={gridImageSizes(COLS)} />
              <Button
                type="button"
                variant="subtle"
                color="red.8"
                size="sm"
                onClick={() => change({ id: product._id, op: 'delete' })}
                aria-label={`Remove from wishlist: ${product.name}`}
              >
                Remove
              </Button>
              <ShareOnWhatsApp product={product} variant="link" />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
