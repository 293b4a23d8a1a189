import { Anchor, Box, Card, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { activeSale } from '../../../contract/rules/sale-price';
import type { Product } from '../../../contract/schemas/product';
import { CartButton } from './cart-button';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { SaleBadge } from './sale-badge';
import { WishlistHeart } from './wishlist-heart';

/**
 * First image, name, description and price, linking to /detail/{id}, with the cart button. A
 * product on the Flash Sale shows its percentage and its sale price, wherever it is listed.
 * `imageSizes`: the image's drawn width, from the grid it sits in (gridImageSizes).
 *
 * Memoized: a card redraws when its product changes, not with every render of its listing.
 */
export const ProductCard = memo(function ProductCard({
  product,
  imageSizes,
  eager = false,
}: {
  product: Product;
  imageSizes: string;
  eager?: boolean;
}) {
  const sale = activeSale(product, new Date());
  return (
    <Card withBorder padding="sm" h="100%" component="article" aria-label={product.name}>
      <Card.Section pos="relative">
        {/* The name below is the link screen readers hear; the image link is for pointers. */}
        <Link to="/detail/$id" params={{ id: product._id }} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} sizes={imageSizes} eager={eager} />
        </Link>
        {sale && (
          <Box pos="absolute" top={8} left={8}>
            <SaleBadge percentOff={sale.percentOff} />
          </Box>
        )}
        <WishlistHeart id={product._id} name={product.name} pos="absolute" top={8} right={8} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/detail/$id" params={{ id: product._id }} />}
          fw={600}
          c="dark"
          underline="hover"
          lineClamp={2}
        >
          {product.name}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {product.description}
        </Text>
        {/* One star and the mean as text, only once rated (a grid of 'No rating' says nothing);
            inline and plain: every first load carries the card. */}
        {product.avgRating > 0 && (
          <div role="img" aria-label={`Rated ${product.avgRating.toFixed(1)} out of 5`}>
            ★ {product.avgRating.toFixed(1)}
          </div>
        )}
        <ProductPrice product={product} mt="auto" />
        <CartButton product={product} fullWidth size="sm" />
      </Stack>
    </Card>
  );
});
