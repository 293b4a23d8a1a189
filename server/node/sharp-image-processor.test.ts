import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageProcessor, InvalidImageError } from './sharp-image-processor';

const processor = createSharpImageProcessor();

async function png(width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#6b2d5c' } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), mime: 'image/png' };
}

describe('sharp image processor', () => {
  it('scales photos wider than 1200 px down to 1200 px WebP', async () => {
    const out = await processor.shrink(await png(2400, 1600));
    expect(out.mime).toBe('image/webp');
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(800);
  });

  it('keeps small images and GIFs as they are', async () => {
    const small = await png(800, 600);
    expect(await processor.shrink(small)).toBe(small);
    const gif = await sharp({
      create: { width: 2000, height: 10, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    const input = { bytes: new Uint8Array(gif), mime: 'image/gif' };
    expect(await processor.shrink(input)).toBe(input);
  });

  it('rejects corrupt bytes with a 400 error, never a crash', async () => {
    const corrupt = {
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      mime: 'image/png',
    };
    const error = await processor.shrink(corrupt).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidImageError);
    expect((error as InvalidImageError).status).toBe(400);
  });
});
