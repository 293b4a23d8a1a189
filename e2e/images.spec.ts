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

// A client served from anywhere else (here a page with no origin of its own) shows them as they
// come: absolute URLs, and Cross-Origin-Resource-Policy lets them load there.
test('a client on another origin shows every product image and variant', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/v1/product/all?limit=1000')).json()) as {
    products: { images: { url: string }[] }[];
  };
  const urls = products.slice(0, 20).flatMap((p) => p.images.map((image) => image.url));
  await page.goto('about:blank');
  await page.setContent(urls.map((url) => `<img src="${url}"><img src="${url}?w=160">`).join(''));
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
      (images as HTMLImageElement[]).filter((img) => img.naturalWidth === 0).map((img) => img.src),
    );
  expect(broken).toEqual([]);
});
