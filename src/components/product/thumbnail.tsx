import { Image } from '@mantine/core';
import { responsiveImage } from './responsive-image';

/**
 * A square picture drawn `size` px wide (table rows, order lines, the cart, previews), with the
 * width variant that size needs and its box reserved; lazy unless `eager`. It never shrinks in a
 * row beside text.
 */
export function Thumbnail({
  url,
  alt,
  size,
  eager = false,
}: {
  url: string | undefined;
  alt: string;
  size: number;
  eager?: boolean;
}) {
  return (
    <Image
      {...responsiveImage(url, `${size}px`)}
      alt={alt}
      w={size}
      h={size}
      width={size}
      height={size}
      loading={eager ? undefined : 'lazy'}
      radius="sm"
      fit="cover"
      style={{ flex: 'none' }}
    />
  );
}
