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
