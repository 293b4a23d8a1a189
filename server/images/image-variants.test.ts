import { describe, expect, it, vi } from 'vitest';
import type { ImageBytes, ImageProcessor, ImageStore, StoredImage } from '../api-deps';
import { createImageVariants } from './image-variants';

const ID = '0d9c7a52-3b1e-4c55-9a53-3f5f8c1e2a10';

function fakes(original: ImageBytes) {
  const kept = new Map<string, StoredImage>();
  const store: ImageStore = {
    put: () => Promise.reject(new Error('unused')),
    putMany: () => Promise.reject(new Error('unused')),
    delete: () => Promise.resolve(),
    get: (id) => Promise.resolve(id === ID ? { ...original, etag: 'original' } : null),
    getVariant: (key) => Promise.resolve(kept.get(JSON.stringify(key)) ?? null),
    putVariant: (key, image) => {
      const stored = { ...image, etag: `made-${key.width}-${key.format}` };
      kept.set(JSON.stringify(key), stored);
      return Promise.resolve(stored);
    },
  };
  const processor: ImageProcessor = {
    shrink: (image) => Promise.resolve(image),
    avatar: (image) => Promise.resolve(image),
    variant: vi.fn((_image: ImageBytes, { format }: { format: string }) =>
      Promise.resolve({ bytes: new Uint8Array([1]), mime: `image/${format}` }),
    ),
  };
  return { store, processor, variants: createImageVariants(store, processor) };
}

describe('image variants', () => {
  it('makes a missing variant once, however many ask at the same time, then serves it kept', async () => {
    const { processor, variants } = fakes({ bytes: new Uint8Array([9]), mime: 'image/jpeg' });
    const key = { imageId: ID, width: 320, format: 'avif' as const };
    const answers = await Promise.all([1, 2, 3].map(() => variants.get(key, { acceptsSvg: true })));
    expect(answers.map((a) => a?.etag)).toEqual([
      'made-320-avif',
      'made-320-avif',
      'made-320-avif',
    ]);
    expect((await variants.get(key, { acceptsSvg: true }))?.etag).toBe('made-320-avif');
    expect(processor.variant).toHaveBeenCalledTimes(1);
  });

  it('gives a drawing as it is to clients that take SVG, and a raster to the others', async () => {
    const { processor, variants } = fakes({ bytes: new Uint8Array([7]), mime: 'image/svg+xml' });
    const key = { imageId: ID, width: 1200, format: 'legacy' as const };
    expect((await variants.get(key, { acceptsSvg: true }))?.mime).toBe('image/svg+xml');
    expect(processor.variant).not.toHaveBeenCalled();
    expect((await variants.get(key, { acceptsSvg: false }))?.mime).toBe('image/legacy');
    expect(processor.variant).toHaveBeenCalledTimes(1);
  });

  it('answers null for an unknown image', async () => {
    const { variants } = fakes({ bytes: new Uint8Array([9]), mime: 'image/jpeg' });
    const key = {
      imageId: '00000000-0000-4000-8000-000000000000',
      width: 160,
      format: 'webp' as const,
    };
    expect(await variants.get(key, { acceptsSvg: true })).toBeNull();
  });
});
