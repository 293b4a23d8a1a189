import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { Product } from '../../../contract/schemas/product';

const MAIN_PX = 560;
const THUMB_PX = 72;

/** The main image and one thumbnail button per image. */
export function ProductGallery({ product }: { product: Product }) {
  const [active, setActive] = useState(0);
  const images = product.images;
  const shown = images[Math.min(active, images.length - 1)];
  return (
    <Stack gap="sm">
      <Image
        src={shown?.url}
        alt={`${product.name}, image ${active + 1} of ${images.length}`}
        width={MAIN_PX}
        height={MAIN_PX}
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
              <Image
                src={image.url}
                alt=""
                width={THUMB_PX}
                height={THUMB_PX}
                w={THUMB_PX}
                h={THUMB_PX}
                fit="cover"
                radius="sm"
                loading="lazy"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
