import { bottleSize } from '../../../contract/rules/bottle-size';
import { Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useProductFlag } from '../../state/use-browser-atom-value';
import { isHTTPError } from '../../api/http-errors';
import { useEffect, useState, type ReactNode } from 'react';
import {
  LINE_CAP_NOTICE,
  MAX_UNITS_PER_LINE,
  recentlyViewedCap,
} from '../../../contract/constants';
import { lineQtyLimit } from '../../../contract/rules/cart';
import { activeSale } from '../../../contract/rules/sale-price';
import type { Product } from '../../../contract/schemas/product';
import { productQueryOptions } from '../../api/products';
import { useBreakpointWidth } from '../../components/layout/use-breakpoint-width';
import { toastCartFull } from '../../components/product/cart-full-toast';
import { ProductPrice } from '../../components/product/product-price';
import { SaleBadge } from '../../components/product/sale-badge';
import { RecentlyViewedStrip } from '../../components/product/recently-viewed-strip';
import { StarRating } from '../../components/product/star-rating';
import { addToCartAtom, inCartAtom } from '../../state/cart-atoms';
import { recordViewAtom } from '../../state/recently-viewed-atoms';
import { afterStoredStateRestored } from '../../state/restored-storage';
import { DetailAccordion } from './detail-accordion';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductGallery } from '../../components/product/product-gallery';
import { QuantityStepper } from './quantity-stepper';
import { RelatedProducts } from './related-products';
import { VideoFacade } from './video-facade';
import { BackInStockButton } from '../../components/stock-alerts/back-in-stock-button';
import { WishlistHeart } from '../../components/product/wishlist-heart';
import { ShareOnWhatsApp } from '../../components/product/share-on-whatsapp';

/**
 * `reviews`: the Reviews section the route puts below the details (features/reviews), as
 * features do not import each other.
 */
export function ProductDetailScreen({ id, reviews }: { id: string; reviews?: ReactNode }) {
  const {
    data: product,
    error,
    isPending,
    fetchStatus,
    refetch,
  } = useQuery({
    ...productQueryOptions(id),
    retryOnMount: false,
  });
  const recordView = useSetAtom(recordViewAtom);
  const width = useBreakpointWidth();

  // Only products that exist are remembered: a 404 id would show up broken in the strip.
  const loadedId = product?._id;
  useEffect(() => {
    // Recording it again (after a rotation) keeps it first and applies the cap of the new width.
    if (loadedId) recordView(loadedId, recentlyViewedCap(width));
  }, [loadedId, recordView, width]);

  // Offline, a product never opened before has nothing saved: the query waits for the network.
  if (isPending && fetchStatus === 'paused') return <ProductNotFound reason="offline" />;
  if (isPending) return <ProductDetailSkeleton />;
  if (!product)
    return (
      <ProductNotFound
        reason={isHTTPError(error) && error.response.status === 404 ? 'missing' : 'failed'}
        onRetry={() => void refetch()}
      />
    );
  return (
    // data-viewed-product: public/early-taps.js records the view should the shopper leave
    // before the app runs here.
    <Container size="xl" py="lg" data-viewed-product={product._id}>
      <MainCard product={product} />
      <DetailAccordion product={product} />
      {reviews}
      <VideoFacade title={product.name} />
      <RelatedProducts productId={product._id} />
      <RecentlyViewedStrip excludeId={product._id} />
    </Container>
  );
}

function MainCard({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const inCart = useProductFlag(inCartAtom, product._id);
  const addToCart = useSetAtom(addToCartAtom);
  const navigate = useNavigate();
  const available = product.isAvailable && product.quantity > 0;
  const sale = activeSale(product, new Date());
  /**
   * Adds the chosen quantity, then `then`; says so when the cart can take no further product. A
   * tap before the stored cart is restored is answered once it is, from the cart it holds.
   */
  const add = (then?: () => void) =>
    afterStoredStateRestored(() => {
      if (addToCart(product, quantity) === 'full') toastCartFull();
      else then?.();
    });

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <ProductGallery images={product.images} name={product.name} size={560} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {product.name}
          </Title>
          <Text c="dimmed">{product.description}</Text>
          <StarRating avgRating={product.avgRating} reviewCount={product.reviewCount} />
          <Group gap="sm" align="center">
            <ProductPrice product={product} fz="xl" />
            {sale && <SaleBadge percentOff={sale.percentOff} />}
          </Group>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Size:
            </Text>
            <Text size="sm">{bottleSize(product.size)}</Text>
          </Group>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Availability:
            </Text>
            {available ? (
              <Badge color="green" variant="light">
                In Stock ({product.quantity} left)
              </Badge>
            ) : (
              <Badge color="red" variant="light">
                Out of Stock
              </Badge>
            )}
          </Group>
          {available && (
            <QuantityStepper
              value={quantity}
              max={lineQtyLimit(product.quantity)}
              limitNote={product.quantity > MAX_UNITS_PER_LINE ? LINE_CAP_NOTICE : undefined}
              onChange={setQuantity}
            />
          )}
          <Group gap="sm" mt="sm">
            {available ? (
              <Button size="md" onClick={() => add(() => void navigate({ to: '/cart' }))}>
                Buy Now
              </Button>
            ) : product.quantity === 0 ? (
              // Out of stock: an alert for when it is back (the server's rule: quantity 0).
              <BackInStockButton productId={product._id} name={product.name} />
            ) : (
              <Button size="md" disabled>
                Sold Out
              </Button>
            )}
            {available && (
              <Button size="md" variant="outline" disabled={inCart} onClick={() => add()}>
                {inCart ? 'Added' : 'Add to cart'}
              </Button>
            )}
            <WishlistHeart id={product._id} name={product.name} size="xl" />
          </Group>
          <Group>
            <ShareOnWhatsApp product={product} />
          </Group>
          {available && (
            <noscript>
              <Text size="sm" c="dimmed">
                {NEEDS_JAVASCRIPT_TO_ORDER}
              </Text>
            </noscript>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Shown only by browsers that run no script (Opera Mini's data saver): the cart is a script. */
export const NEEDS_JAVASCRIPT_TO_ORDER =
  'Adding to the cart and checking out need JavaScript: turn it on in your browser to order.';

const NOT_SHOWN_TEXT = {
  missing: 'This fragrance may have been removed or the link is wrong.',
  offline:
    'You are offline and this product has not been saved on this device yet. It will load when you are back online.',
  failed: 'Please check your connection and try again.',
} as const;

/** Why a product page shows no product: gone (a 404 page), offline, or a failed load (Retry). */
export function ProductNotFound({
  reason,
  onRetry,
}: {
  reason: keyof typeof NOT_SHOWN_TEXT;
  onRetry?: () => void;
}) {
  const notFound = reason === 'missing';
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          {notFound ? 'Product not found' : 'This product could not be loaded'}
        </Title>
        <Text c="dimmed">{NOT_SHOWN_TEXT[reason]}</Text>
        <Group justify="center">
          {onRetry && <Button onClick={onRetry}>Retry</Button>}
          <Button component={Link} to="/all-fragrances" variant={onRetry ? 'default' : 'filled'}>
            Browse all fragrances
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
