import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import type { Product } from '../../contract/schemas/product';
import { ProfileUpdateResponseSchema } from '../../contract/schemas/user';
import { imageVariants } from '../db/schema';
import { apiPathOf, form, ORIGIN, type CallResult } from './api-client';
import { unique, type SuiteState } from './suite-state';

const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ACCEPT = 'image/webp,image/*,*/*;q=0.8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A 1,200 px camera JPEG: noisy like a photo, and carrying the place it was taken. */
async function photoWithGps(): Promise<File> {
  const width = 1200;
  const height = 900;
  const noise = new Uint8Array(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 31) % 251;
  const bytes = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
    })
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });
}

const bytesOf = (res: CallResult) => res.bytes;

/** A 1,200 × 900 GIF of three frames: red, green, then blue. */
async function animatedGif(): Promise<File> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  const bytes = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'wave.gif', { type: 'image/gif' });
}

/**
 * Image URLs, resized variants and what an upload keeps. Formats and sizes are the processor's
 * work: hosts with one (Node: sharp) are held to them; a host without one (the page in mock
 * mode, here MSW) answers every `?w=` with the original, and is held to that.
 */
export function imageTests(s: SuiteState): void {
  describe('images', () => {
    let product: Product;
    let imagePath: string;
    const image = (query: string, accept?: string) =>
      s.call('GET', `${imagePath}${query}`, { headers: accept ? { accept } : {} });

    it('answers absolute image URLs that load', async () => {
      product = await s.createProduct({ images: [await photoWithGps()] });
      const url = product.images[0]?.url ?? '';
      expect(url).toMatch(/^http:\/\/api\.test\/api\/v1\/images\/[0-9a-f-]{36}$/);
      imagePath = apiPathOf(url);
      const res = await s.call('GET', imagePath);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      // Any client may show it, wherever it is served from.
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const listed = await s.call('GET', `/product/${product._id}`);
      expect(listed.text).toContain(`"url":"${ORIGIN}/api/v1/images/`);
    });

    it('keeps no EXIF or GPS data of an uploaded JPEG', async () => {
      const original = await s.call('GET', imagePath);
      if (!s.host.processesImages) {
        expect(original.status).toBe(200);
        return;
      }
      const meta = await sharp(bytesOf(original)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(original.text).not.toContain('SecretCam');
    });

    it.each([
      ['AVIF', AVIF_ACCEPT, 'image/avif', 'heif'],
      ['WebP', WEBP_ACCEPT, 'image/webp', 'webp'],
      ['JPEG', undefined, 'image/jpeg', 'jpeg'],
    ])(
      'answers ?w=320 in %s when the Accept header allows, at most 320 px wide',
      async (_name, accept, mime, format) => {
        const res = await image('?w=320', accept);
        expect(res.status).toBe(200);
        expect(res.headers.get('vary')).toMatch(/accept/i);
        expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
        const etag = res.headers.get('etag') ?? '';
        expect(etag).toMatch(/^"[0-9a-f]+"$/);
        const again = await s.call('GET', `${imagePath}?w=320`, {
          headers: { ...(accept ? { accept } : {}), 'if-none-match': etag },
        });
        expect(again.status).toBe(304);
        if (!s.host.processesImages) {
          const original = await s.call('GET', imagePath);
          expect(etag).toBe(original.headers.get('etag'));
          expect(res.bytes.byteLength).toBe(original.bytes.byteLength);
          return;
        }
        expect(res.headers.get('content-type')).toBe(mime);
        const meta = await sharp(bytesOf(res)).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBeLessThanOrEqual(320);
      },
    );

    it('answers a width not in the list with the next listed one', async () => {
      const res = await image('?w=500', WEBP_ACCEPT);
      expect(res.status).toBe(200);
      if (!s.host.processesImages) return;
      expect((await sharp(bytesOf(res)).metadata()).width).toBe(640);
    });

    it('makes a variant once when two requests ask for it at the same time', async () => {
      const [a, b] = await Promise.all([
        image('?w=160', AVIF_ACCEPT),
        image('?w=160', AVIF_ACCEPT),
      ]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
      if (!s.host.processesImages) return;
      const imageId = imagePath.split('/').pop() ?? '';
      const [row] = await s.host.db
        .select({ n: count() })
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, 160)));
      expect(row?.n).toBe(1);
    });

    it.each(['-5', 'abc', '1e9', '', '320.5', '99999'])(
      'answers ?w=%s with 400 {error}',
      async (w) => {
        const res = await image(`?w=${w}`, AVIF_ACCEPT);
        expect(res.status).toBe(400);
        ApiErrorSchema.parse(res.body);
      },
    );

    it('answers 404 for a variant of an unknown image', async () => {
      const res = await s.call('GET', '/images/00000000-0000-4000-8000-000000000000?w=320');
      expect(res.status).toBe(404);
      ApiErrorSchema.parse(res.body);
    });
  });

  describe('avatars', () => {
    it('keeps an animated avatar as one still frame of at most 512 px (as sent without a processor)', async () => {
      const gif = await animatedGif();
      const { token } = await s.register('Animated', `${unique('gif')}@suite.test`);
      const res = await s.call('PUT', '/auth/user/update', {
        token,
        form: form({ name: 'Animated', image: gif }),
      });
      expect(res.status).toBe(200);
      const { updatedUser } = ProfileUpdateResponseSchema.parse(res.body);
      const avatar = await s.call('GET', apiPathOf(updatedUser.image));
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toBe('image/gif');
      if (!s.host.processesImages) {
        expect(bytesOf(avatar)).toEqual(new Uint8Array(await gif.arrayBuffer()));
        return;
      }
      const meta = await sharp(bytesOf(avatar), { animated: true }).metadata();
      expect([meta.pages ?? 1, meta.width, meta.height]).toEqual([1, 512, 384]);
    });
  });
}
