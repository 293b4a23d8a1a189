import { expect, test } from '@playwright/test';

/** The in-page database's first boot gets this on top of the journey's own timeout. */
const BOOT_BUDGET_MS = 120_000;

/**
 * Mock mode's readiness wait, for each journey of a `*.mock.spec.ts` file. Every journey has a
 * new browser context, whose first page load compiles PGlite's WebAssembly and loads the demo
 * store's dump into the in-page database: on a slow machine that can outlast a journey's first
 * wait. The app renders only once that database answers, so Home's heading is the signal; the
 * journey then starts from a database that exists, as a shopper coming back would, and its waits
 * measure the store.
 */
export function bootMockApiBeforeEach() {
  test.beforeEach(async ({ page }, testInfo) => {
    testInfo.setTimeout(testInfo.timeout + BOOT_BUDGET_MS);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Elegance' })).toBeVisible({
      timeout: BOOT_BUDGET_MS,
    });
  });
}
