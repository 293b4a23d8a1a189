import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ProductImage } from '../../../contract/schemas/product';

const MAIN_PX = 360;
const THUMB_PX = 64;

export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  return (
    <Stack gap="sm" maw={MAIN_PX} w="100%">
      <Image
        src={current?.url}
        alt={name}
        w="100%"
        h={MAIN_PX}
        width={MAIN_PX}
        height={MAIN_PX}
        fit="contain"
        radius="md"
        bg="gray.0"
      />
      {images.length > 1 && (
        <Group gap="xs">
          {images.map((image, index) => (
            <UnstyledButton
              key={image.url}
              onClick={() => setActive(index)}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === active}
              style={{
                borderRadius: 6,
                outline:
                  index === active ? '2px solid var(--mantine-primary-color-filled)' : 'none',
              }}
            >
              <Image
                src={image.url}
                alt=""
                w={THUMB_PX}
                h={THUMB_PX}
                width={THUMB_PX}
                height={THUMB_PX}
                loading="lazy"
                fit="cover"
                radius="sm"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
