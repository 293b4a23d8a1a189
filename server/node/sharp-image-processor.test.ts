import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createSharpImageProcessor, InvalidImageError } from './sharp-image-processor';

const processor = createSharpImageProcessor();

async function png(width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#6b2d5c' } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), mime: 'image/png' };
}

describe('sharp image processor', () => {
  it('scales photos wider than 1600 px down to 1600 px WebP', async () => {
    const out = await processor.shrink(await png(2400, 1800));
    expect(out.mime).toBe('image/webp');
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(1200);
  });

  it('re-encodes small images in their own format, and GIFs with their frames', async () => {
    const small = await png(800, 600);
    const out = await processor.shrink(small);
    expect(out).not.toBe(small);
    expect(out.mime).toBe('image/png');
    expect((await sharp(out.bytes).metadata()).width).toBe(800);
    const gif = await sharp({
      create: { width: 2000, height: 10, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    const gifOut = await processor.shrink({ bytes: new Uint8Array(gif), mime: 'image/gif' });
    expect(gifOut.mime).toBe('image/gif');
    expect((await sharp(gifOut.bytes).metadata()).format).toBe('gif');
  });

  it('strips EXIF and GPS from every upload, keeping the photo upright', async () => {
    // A phone photo: 80 x 40 pixels stored sideways (orientation 6), with the camera and place.
    const photo = await sharp({
      create: { width: 80, height: 40, channels: 3, background: '#c00' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'SecretCam', Copyright: 'Owner Name' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '6/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '3/1 23/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(photo).metadata();
    // The GPS IFD pointer (tag 0x8825, little-endian) is there to begin with.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const out = await processor.shrink({ bytes: new Uint8Array(photo), mime: 'image/jpeg' });
    expect(out.mime).toBe('image/jpeg');
    const after = await sharp(out.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation ?? 1).toBe(1);
    expect([after.width, after.height]).toEqual([40, 80]);
    expect(Buffer.from(out.bytes).includes('SecretCam')).toBe(false);
  });

  it('decodes one upload or variant at a time', async () => {
    const original = sharp.prototype.toBuffer;
    let running = 0;
    let most = 0;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (
      this: sharp.Sharp,
      ...args: unknown[]
    ) {
      running += 1;
      most = Math.max(most, running);
      return (original.apply(this, args as []) as Promise<Buffer>).finally(() => {
        running -= 1;
      });
    } as typeof original);
    try {
      const inputs = await Promise.all([png(300, 200), png(300, 200), png(300, 200)]);
      most = 0;
      await Promise.all([
        ...inputs.map((input) => processor.shrink(input)),
        ...inputs.map((input) => processor.variant(input, { width: 160, format: 'webp' })),
      ]);
      expect(most).toBe(1);
    } finally {
      spy.mockRestore();
    }
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

  describe('variants', () => {
    it('never enlarges a photo', async () => {
      const out = await processor.variant(await png(300, 200), { width: 640, format: 'avif' });
      expect(out.mime).toBe('image/avif');
      expect((await sharp(out.bytes).metadata()).width).toBe(300);
    });

    it('draws an SVG at the asked width, sharp rather than scaled up', async () => {
      const svg = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#eee"/></svg>',
      );
      const out = await processor.variant(
        { bytes: svg, mime: 'image/svg+xml' },
        { width: 960, format: 'webp' },
      );
      const meta = await sharp(out.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 960]);
    });

    it('answers legacy clients JPEG, or PNG when the image is transparent', async () => {
      const opaque = await processor.variant(await png(400, 300), { width: 320, format: 'legacy' });
      expect(opaque.mime).toBe('image/jpeg');
      const clear = await sharp({
        create: {
          width: 400,
          height: 300,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      })
        .png()
        .toBuffer();
      const transparent = await processor.variant(
        { bytes: new Uint8Array(clear), mime: 'image/png' },
        { width: 320, format: 'legacy' },
      );
      expect(transparent.mime).toBe('image/png');
      expect((await sharp(transparent.bytes).metadata()).width).toBe(320);
    });
  });
});
