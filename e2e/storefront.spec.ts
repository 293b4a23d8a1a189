import { expect, test } from '@playwright/test';
import { defineStorefrontJourneys } from './storefront-journeys';

defineStorefrontJourneys();

// Only the real server's build starts the catalogue from index.html (mock mode waits for MSW).
test('a first visit to a listing downloads the catalogue once, started before the app', async ({
  page,
}) => {
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/product/all') {
      catalogueRequests.push(request.url());
    }
  });
  await page.goto('/all-fragrances');
  await expect(page.getByText(/^Showing 15 of \d+ Products$/)).toBeVisible();
  // The early script ran (it preloads the route's code) and the app used its answer.
  await expect(page.locator('link[rel="modulepreload"][href*="listing-screen"]')).toHaveCount(1);
  expect(catalogueRequests).toHaveLength(1);
});
