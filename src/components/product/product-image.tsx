import { Image } from '@mantine/core';
import type { Product } from '../../../contract/schemas/product';

export const CARD_IMAGE_PX = 320;

/** The product's first image, lazy, with its box reserved so nothing shifts when it arrives. */
export function ProductImage({
  product,
  size = CARD_IMAGE_PX,
  eager = false,
}: {
  product: Product;
  size?: number;
  eager?: boolean;
}) {
  const first = product.images[0];
  return (
    <Image
      src={first?.url}
      alt={product.name}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fit="cover"
      style={{ aspectRatio: '1 / 1', width: '100%', height: 'auto' }}
      bg="gray.1"
    />
  );
}
