import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ProductImage } from '../../../contract/schemas/product';
import { responsiveImage } from './responsive-image';
import { Thumbnail } from './thumbnail';

const THUMB_PX = 72;

/**
 * The main image and one thumbnail button per image, shared by the storefront's and the admin's
 * product pages. `size` is the main image's largest width in pixels.
 */
export function ProductGallery({
  images,
  name,
  size,
}: {
  images: ProductImage[];
  name: string;
  size: number;
}) {
  const [active, setActive] = useState(0);
  const shown = images[Math.min(active, images.length - 1)];
  return (
    <Stack gap="sm" maw={size}>
      <Image
        {...responsiveImage(shown?.url, `(max-width: ${size}px) 100vw, ${size}px`)}
        alt={`${name}, image ${active + 1} of ${images.length}`}
        // The product page's largest paint.
        fetchPriority="high"
        width={size}
        height={size}
        fit="cover"
        radius="md"
        bg="gray.1"
        style={{ aspectRatio: '1 / 1', width: '100%', height: 'auto' }}
      />
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label="Product images">
          {images.map((image, index) => (
            <UnstyledButton
              key={`${image.url}-${index}`}
              onClick={() => setActive(index)}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === active}
              style={{
                border: `2px solid ${index === active ? 'var(--mantine-color-plum-8)' : 'transparent'}`,
                borderRadius: 8,
              }}
            >
              <Thumbnail url={image.url} alt="" size={THUMB_PX} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
