import { expect } from '@playwright/test';
import { test } from './journey-test';
import { HOME_HEADING } from '../src/features/home/home-heading';

/** The mock database's first boot gets this on top of the journey's own timeout. */
const BOOT_BUDGET_MS = 120_000;

/**
 * Mock mode's readiness wait, for each journey of a `*.mock.spec.ts` file. Every journey has a
 * new browser context, whose first page load starts the store's API worker: it compiles PGlite's
 * WebAssembly and loads the demo store's dump, which on a slow machine can outlast a journey's
 * first wait. Home's first product card is the signal that the database answers; the journey then
 * starts from a worker that is running, as a shopper coming back would find it, and its waits
 * measure the store.
 */
export function bootMockApiBeforeEach() {
  test.beforeEach(async ({ page }, testInfo) => {
    testInfo.setTimeout(testInfo.timeout + BOOT_BUDGET_MS);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible({
      timeout: BOOT_BUDGET_MS,
    });
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({
      timeout: BOOT_BUDGET_MS,
    });
  });
}
