// Image bytes a shopper downloads for the first screen of /all-fragrances, at 390 px (a phone at
// 3x) and at 1280 px (a desktop at 1x), over a catalogue of 15 products each with a 1,200 px
// photo-like JPEG upload: once as before (every image request answered with the original, as
// the app asked before it sent srcset) and once as now (the listed width the browser picks, in
// the format it accepts). Then the time to make a variant the first time and to serve it again.
// Chromium through playwright-core, a fresh context (empty cache) per load; 127.0.0.1 only.
//
//   npm run build && npm run bench -- images
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs';
import {
  ADMIN,
  apiJson,
  ensureBuilt,
  loginToken,
  startBenchServer,
  step,
  runBench,
} from './harness.mjs';

const PHOTOS = 15;
const PHOTO_PX = 1200;
const VIEWPORTS = [
  { name: '390 px (3x phone)', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: '1280 px (1x desktop)', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];
/** What Chromium sends for images. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** A width neither page load asks for, so its first request makes it. */
const TIMED_WIDTH = 960;
/** The first screen has loaded once no image has arrived for this long. */
const QUIET_MS = 1500;

/** A small deterministic random source, so every run uploads the same photos. */
function random(seed) {
  let state = seed >>> 0;
  return () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 8) / 16777216;
}

/** Random values on a `size` grid, smoothly enlarged to the photo: detail at one scale. */
async function texture(size, seed, amplitude) {
  const next = random(seed);
  const raw = Buffer.alloc(size * size * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.round(128 + (next() - 0.5) * 2 * amplitude);
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .resize(PHOTO_PX, PHOTO_PX, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/**
 * A photo's statistics rather than a flat drawing: light and shade, texture at three scales and
 * sensor grain, so the JPEG weighs what a 1,200 px product photo does (about 260 KB at quality
 * 88) and AVIF and WebP compress it no better than they would a photo.
 */
async function photo(seed) {
  const [light, shape, grain] = await Promise.all([
    texture(12, seed, 120),
    texture(90, seed + 7, 45),
    texture(300, seed + 13, 14),
  ]);
  const noise = random(seed + 99);
  const pixels = Buffer.alloc(PHOTO_PX * PHOTO_PX * 3);
  for (let i = 0; i < pixels.length; i++) {
    const value = light[i] + (shape[i] - 128) + (grain[i] - 128) + (noise() - 0.5) * 6;
    pixels[i] = Math.max(0, Math.min(255, value));
  }
  const jpeg = await sharp(pixels, { raw: { width: PHOTO_PX, height: PHOTO_PX, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
  return new File([jpeg], `photo-${seed}.jpg`, { type: 'image/jpeg' });
}

/** Replaces the demo catalogue with PHOTOS products, each with one photo. */
async function seedPhotos(base) {
  const token = await loginToken(base, ADMIN);
  const auth = { Authorization: `Bearer ${token}` };
  const { products } = await apiJson(`${base}/api/v1/product/all?limit=1000`);
  for (const product of products) {
    await apiJson(`${base}/api/v1/product/${product._id}`, { method: 'DELETE', headers: auth });
  }
  const [category] = await apiJson(`${base}/api/v1/category/categories`);
  let uploadBytes = 0;
  for (let i = 1; i <= PHOTOS; i++) {
    const image = await photo(i);
    uploadBytes += image.size;
    const form = new FormData();
    const fields = {
      name: `Bench Photo ${i}`,
      description: 'A product with a real-size photo.',
      price: String(10000 + i * 1000),
      quantity: '10',
      category: category._id,
      brand: 'Armaf',
      gender: 'Unisex',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('images', image);
    await apiJson(`${base}/api/v1/product/create`, { method: 'POST', headers: auth, body: form });
  }
  const { products: seeded } = await apiJson(`${base}/api/v1/product/all?limit=1000`);
  return { products: seeded, averageUploadBytes: Math.round(uploadBytes / PHOTOS) };
}

/**
 * Loads the listing in a fresh context and sums the image bytes that arrive until the network is
 * quiet. `originals`: every image request is answered with the original (the `w` dropped).
 */
async function firstScreenImageBytes(browser, base, { viewport, deviceScaleFactor }, originals) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  try {
    const page = await context.newPage();
    if (originals) {
      await page.route('**/api/v1/images/**', (route) => {
        const url = new URL(route.request().url());
        url.search = '';
        return route.continue({ url: url.href });
      });
    }
    let bytes = 0;
    let count = 0;
    let lastImageAt = Date.now();
    const pending = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/v1/images/')) return;
      lastImageAt = Date.now();
      pending.push(
        response
          .body()
          .then((body) => {
            bytes += body.byteLength;
            count++;
            lastImageAt = Date.now();
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${base}/all-fragrances`);
    await page.getByText(/^Showing \d+ of \d+ Products$/).waitFor({ timeout: 30_000 });
    while (Date.now() - lastImageAt < QUIET_MS) await page.waitForTimeout(250);
    await Promise.all(pending);
    return { bytes, count };
  } finally {
    await context.close();
  }
}

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { Accept: IMAGE_ACCEPT } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return {
    ms: performance.now() - started,
    bytes: body.byteLength,
    type: res.headers.get('content-type'),
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10;
};

async function main() {
  ensureBuilt();
  step('starting the built server');
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    step(`replacing the demo catalogue with ${PHOTOS} products with ${PHOTO_PX} px JPEG photos`);
    const { products, averageUploadBytes } = await seedPhotos(server.base);

    step(`timing the first making of a ${TIMED_WIDTH} px AVIF variant, then serving it again`);
    const first = [];
    const again = [];
    let variantBytes = 0;
    for (const product of products) {
      const url = `${product.images[0].url}?w=${TIMED_WIDTH}`;
      const made = await timed(url);
      first.push(made.ms);
      variantBytes += made.bytes;
      again.push((await timed(url)).ms);
    }

    const screens = [];
    for (const view of VIEWPORTS) {
      const before = await firstScreenImageBytes(browser, server.base, view, true);
      const after = await firstScreenImageBytes(browser, server.base, view, false);
      const row = {
        viewport: view.name,
        images: after.count,
        bytesBefore: before.bytes,
        bytesAfter: after.bytes,
        timesFewer: Math.round((before.bytes / Math.max(1, after.bytes)) * 10) / 10,
      };
      step(
        `${view.name}: ${before.count} originals ${Math.round(before.bytes / 1024)} KB -> ` +
          `${after.count} variants ${Math.round(after.bytes / 1024)} KB (${row.timesFewer}x fewer)`,
      );
      screens.push(row);
    }

    const variantTimes = {
      width: TIMED_WIDTH,
      format: 'avif',
      images: products.length,
      firstMakeMsP50: percentile(first, 0.5),
      firstMakeMsP95: percentile(first, 0.95),
      cachedServeMsP50: percentile(again, 0.5),
      cachedServeMsP95: percentile(again, 0.95),
      averageVariantBytes: Math.round(variantBytes / products.length),
    };
    console.log('');
    console.table(screens);
    console.table([variantTimes]);

    const report = {
      when: new Date().toISOString(),
      node: process.version,
      photos: PHOTOS,
      photoPx: PHOTO_PX,
      averageUploadBytes,
      firstScreen: screens,
      variantTimes,
    };
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/images.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nwrote bench-results/images.json');
  } finally {
    await browser.close();
    await server.stop();
  }
}

runBench('images', 10, main);
