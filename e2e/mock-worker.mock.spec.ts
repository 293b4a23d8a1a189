import { expect, type Page, type Response } from '@playwright/test';
import { test } from './journey-test';
import { MOCK } from './project-tags';

const productCards = (page: Page) => page.getByRole('main').locator('article[aria-label]');

test(
  'mock mode: MSW’s worker answers the API, and the browser fetches the code, styles and images itself',
  { tag: MOCK },
  async ({ page }) => {
    await page.goto('/');
    await expect(productCards(page).first()).toBeVisible({ timeout: 60_000 });

    // Reloaded, the page is controlled by mock mode's worker from its first request.
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.reload();
    await expect(productCards(page).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/msw-api-only\.js$/,
    );

    const isApi = (response: Response) => new URL(response.url()).pathname.startsWith('/api/v1/');
    const api = responses.filter(isApi);
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((response) => !response.fromServiceWorker()).map((r) => r.url())).toEqual([]);

    const assetTypes = new Set(['script', 'stylesheet', 'image', 'font']);
    const assets = responses.filter(
      (response) => !isApi(response) && assetTypes.has(response.request().resourceType()),
    );
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((response) => response.fromServiceWorker()).map((r) => r.url())).toEqual(
      [],
    );
  },
);
