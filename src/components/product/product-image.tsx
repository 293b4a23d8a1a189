import type { Product } from '../../../contract/schemas/product';
import { responsiveImage } from './responsive-image';
import classes from './product-card.module.css';

export const CARD_IMAGE_PX = 320;

/**
 * The product's first image, lazy (unless `eager`: then early and at high priority), with its box
 * reserved so nothing shifts when it arrives. `sizes`: how wide it is drawn (see
 * grid-image-sizes.ts), so the browser fetches a copy of that width.
 */
export function ProductImage({
  product,
  sizes,
  size = CARD_IMAGE_PX,
  eager = false,
}: {
  product: Product;
  sizes: string;
  size?: number;
  eager?: boolean;
}) {
  const first = product.images[0];
  return (
    // A plain img, styled as Mantine's Image (cover, full width): one element, not three
    // components to hydrate on each of a page's cards.
    <img
      {...responsiveImage(first?.url, sizes)}
      className={classes.image}
      alt={product.name}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      // Eager cards are the first a screen shows (one of them is its largest paint).
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
