import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { defineImageJourneys } from './image-journeys';

defineImageJourneys();

// Only the real server renders pages: the images in its HTML point at the origin the page was
// asked for, never at the placeholder host the render's in-process API calls use.
test('a server-rendered listing names its images by absolute URLs of its own origin', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/all-fragrances');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`${baseURL}/api/v1/images/`);
  expect(html).not.toContain('ssr.invalid');
  expect(html).toMatch(/srcSet="[^"]*\?w=160 160w/i);
});

// A client served from another origin (here a page of its own little server, on another port)
// shows them as they come: absolute URLs, and Cross-Origin-Resource-Policy lets them load there.
test('a client on another origin shows every product image and variant', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/v1/product/all?limit=1000')).json()) as {
    products: { images: { url: string }[] }[];
  };
  const urls = products.slice(0, 20).flatMap((p) => p.images.map((image) => image.url));
  const html = urls.map((url) => `<img src="${url}"><img src="${url}?w=160">`).join('');
  const elsewhere = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = elsewhere.address() as AddressInfo;
    await page.goto(`http://localhost:${port}/`);
    await expect
      .poll(() =>
        page
          .locator('img')
          .evaluateAll((images) => (images as HTMLImageElement[]).every((img) => img.complete)),
      )
      .toBe(true);
    const broken = await page
      .locator('img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((img) => img.naturalWidth === 0)
          .map((img) => img.src),
      );
    expect(urls.length).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  } finally {
    await new Promise((resolve) => elsewhere.close(resolve));
  }
});
