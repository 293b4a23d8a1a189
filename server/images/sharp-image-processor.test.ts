import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { createDbImageStore } from './db-image-store';
import { createCaller, form, pngFile } from '../test/api-client';
import { createTestApi } from '../test/test-api';
import { ApiError } from '../wire/api-error';
import { InvalidImageError, TOO_MANY_PIXELS_MESSAGE } from './sharp-image-input';
import {
  createSharpImageProcessor,
  IMAGES_BUSY_MESSAGE,
  MAX_UPLOADS_WAITING,
} from './sharp-image-processor';

const processor = createSharpImageProcessor();

async function png(width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#6b2d5c' } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), mime: 'image/png' };
}

/** An animated GIF whose frames are red, green, blue, … in turn. */
async function animatedGif(width: number, height: number, frames: number) {
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'];
  const stills = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({
        create: { width, height, channels: 3, background: colours[i % colours.length] ?? '#000' },
      })
        .png()
        .toBuffer(),
    ),
  );
  const bytes = await sharp(stills, { join: { animated: true } })
    .gif()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), mime: 'image/gif' };
}

/** A decompression bomb: a 109-byte PNG that declares 30,000 × 30,000 pixels. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { bytes: new Uint8Array(bytes), mime: 'image/png' };
}

/**
 * Stalls the next encode until `release`: the upload making it holds the upload queue, so every
 * upload queued behind it waits, for as long as the test wants and no longer.
 */
function stallNextEncode() {
  const original = sharp.prototype.toBuffer;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const stalled = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let calls = 0;
  const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (
    this: sharp.Sharp,
    ...args: unknown[]
  ) {
    calls += 1;
    if (calls > 1) return original.apply(this, args as []) as Promise<Buffer>;
    reached();
    return gate.then(() => original.apply(this, args as []) as Promise<Buffer>);
  } as typeof original);
  return {
    stalled,
    release: () => release(),
    restore: () => {
      release();
      spy.mockRestore();
    },
  };
}

/** Fills the upload queue: one upload stalled and MAX_UPLOADS_WAITING behind it. */
async function fillUploadQueue() {
  const avatar = await png(300, 300);
  const photo = await png(800, 800);
  const stall = stallNextEncode();
  let settled = 0;
  const uploads = [
    ...Array.from({ length: MAX_UPLOADS_WAITING }, () => processor.avatar(avatar)),
    processor.shrink(photo),
  ].map((upload) =>
    upload.finally(() => {
      settled += 1;
    }),
  );
  await stall.stalled;
  return { ...stall, uploads, settled: () => settled, avatar, photo };
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

  it('decodes one upload and one variant at a time at most', async () => {
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
      await Promise.all(inputs.map((input) => processor.shrink(input)));
      await Promise.all(inputs.map((input) => processor.avatar(input)));
      await Promise.all(
        inputs.map((input) => processor.variant(input, { width: 160, format: 'webp' })),
      );
      expect(most).toBe(1);
      await Promise.all([
        ...inputs.map((input) => processor.avatar(input)),
        ...inputs.map((input) => processor.variant(input, { width: 160, format: 'webp' })),
      ]);
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
    }
  });

  describe('queues', () => {
    it('answers a variant while uploads wait behind a slow one', async () => {
      const queue = await fillUploadQueue();
      try {
        const variant = await processor.variant(queue.photo, { width: 320, format: 'webp' });
        expect((await sharp(variant.bytes).metadata()).width).toBe(320);
        expect(queue.settled()).toBe(0);
        queue.release();
        expect(await Promise.all(queue.uploads)).toHaveLength(MAX_UPLOADS_WAITING + 1);
      } finally {
        queue.restore();
      }
    });

    it('refuses uploads past the bound with 503 and Retry-After, then takes them once drained', async () => {
      const queue = await fillUploadQueue();
      try {
        for (const refused of [processor.avatar(queue.avatar), processor.shrink(queue.photo)]) {
          const error = await refused.catch((e: unknown) => e);
          expect(error).toBeInstanceOf(ApiError);
          const busy = error as ApiError;
          expect([busy.status, busy.body]).toEqual([503, { error: IMAGES_BUSY_MESSAGE }]);
          expect(Number(busy.headers['Retry-After'])).toBeGreaterThan(0);
        }
        queue.release();
        await Promise.all(queue.uploads);
        expect((await processor.avatar(queue.avatar)).mime).toBe('image/png');
      } finally {
        queue.restore();
      }
    });

    it('through the API: a full queue answers a new avatar 503, and product images still load', async () => {
      const api = await createTestApi({ imageProcessor: processor });
      try {
        const call = createCaller(api.fetch);
        const registered = await call('POST', '/auth/register', {
          form: form({
            name: 'Busy',
            username: '',
            email: 'busy@queue.test',
            password: 'secret123',
          }),
        });
        const { token } = AuthResponseSchema.parse(registered.body).user;
        const { id } = await createDbImageStore(api.db).put(await png(800, 800));
        const queue = await fillUploadQueue();
        try {
          const update = await call('PUT', '/auth/user/update', {
            token,
            form: form({ name: 'Renamed', image: pngFile() }),
          });
          expect(update.status).toBe(503);
          expect(Number(update.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(ApiErrorSchema.parse(update.body).error).toBe(IMAGES_BUSY_MESSAGE);

          const image = await call('GET', `/images/${id}?w=320`, {
            headers: { accept: 'image/webp' },
          });
          expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
          expect(queue.settled()).toBe(0);
        } finally {
          queue.restore();
          await Promise.all(queue.uploads);
        }
      } finally {
        await api.close();
      }
    });
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

  describe('avatars', () => {
    it('keeps only the first frame of an animated GIF, fitted inside 512 px', async () => {
      const gif = await animatedGif(1500, 1500, 4);
      expect((await sharp(gif.bytes).metadata()).pages).toBe(4);
      const out = await processor.avatar(gif);
      expect(out.mime).toBe('image/gif');
      const meta = await sharp(out.bytes, { animated: true }).metadata();
      expect([meta.pages ?? 1, meta.width, meta.height]).toEqual([1, 512, 512]);
      // The first frame's red, not a later one's green or blue.
      const [r, g, b] = await sharp(out.bytes)
        .extract({ left: 256, top: 256, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer();
      expect([r, g, b]).toEqual([255, 0, 0]);
    });

    it('fits photos inside 512 × 512 in their own format, never enlarging', async () => {
      const wide = await processor.avatar(await png(2000, 800));
      const wideMeta = await sharp(wide.bytes).metadata();
      expect([wide.mime, wideMeta.width, wideMeta.height]).toEqual(['image/png', 512, 205]);
      const tall = await sharp({
        create: { width: 600, height: 1800, channels: 3, background: '#123' },
      })
        .jpeg()
        .toBuffer();
      const tallOut = await processor.avatar({ bytes: new Uint8Array(tall), mime: 'image/jpeg' });
      const tallMeta = await sharp(tallOut.bytes).metadata();
      expect([tallOut.mime, tallMeta.width, tallMeta.height]).toEqual(['image/jpeg', 171, 512]);
      const small = await processor.avatar(await png(300, 200));
      const smallMeta = await sharp(small.bytes).metadata();
      expect([smallMeta.width, smallMeta.height]).toEqual([300, 200]);
    });
  });

  it('refuses a decompression bomb with a clear 400, as avatar or product photo', async () => {
    for (const upload of [processor.avatar(pngBomb()), processor.shrink(pngBomb())]) {
      const error = await upload.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidImageError);
      expect((error as InvalidImageError).status).toBe(400);
      expect((error as InvalidImageError).message).toBe(TOO_MANY_PIXELS_MESSAGE);
    }
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
