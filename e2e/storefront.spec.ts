import { expect, test } from '@playwright/test';
import { defineStorefrontJourneys } from './storefront-journeys';

defineStorefrontJourneys();

// Only the real server renders pages (mock mode draws them in the browser).
test('a first visit to a listing arrives with its first page as HTML, then downloads the catalogue once', async ({
  page,
}) => {
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/product/all' || pathname === '/api/v1/product/changes') {
      catalogueRequests.push(request.url());
    }
  });
  const response = await page.goto('/all-fragrances');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/Showing (<!-- -->)?15(<!-- -->)? of (<!-- -->)?\d+(<!-- -->)? Products/);
  expect(html).toContain('<title>All Featured Fragrance | FragranceHub</title>');
  await expect(page.getByText(/^Showing 15 of \d+ Products$/)).toBeVisible();
  // The array, not its length: a failure then names the requests.
  await expect.poll(() => catalogueRequests).toHaveLength(1);
});

test('the server’s page is painted before the app’s code loads, and a tap on Add to cart made before the app runs is not lost', async ({
  page,
}) => {
  const product = await page.request.get('/api/v1/product/all?page=1&limit=1&availability=true');
  const { products } = (await product.json()) as { products: { _id: string; name: string }[] };
  const [first] = products;
  if (!first) throw new Error('no product in stock');

  // A slow phone: the app's entry takes a while to arrive.
  let releaseEntry: () => void = () => undefined;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  const moduleRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().endsWith('.js')) {
      moduleRequests.push(new URL(request.url()).pathname);
    }
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });

  const response = await page.goto(`/detail/${first._id}`, { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  // Only the small classic script that starts the app is fetched with the page.
  expect(html).not.toContain('rel="modulepreload"');
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  // Nothing can answer the tap yet: the app's entry is still held back.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(moduleRequests.some((path) => /^\/assets\/index-/.test(path))).toBe(true);

  releaseEntry();
  // Once the app has hydrated, it repeats the tap: once.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Added', exact: true })).toBeDisabled();
});
