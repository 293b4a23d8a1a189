import type { Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../src/app/early-clicks';

/**
 * A server-rendered page is painted before the app's code arrives (public/start-after-paint.js):
 * its links and forms work at once, its filters, fields and menus once the app has hydrated
 * (`<html data-hydrated>`, src/app/early-clicks.ts). A page drawn by the browser (the offline
 * shell, mock mode) has no start script: it is drawn by the app itself.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(
    (hydrated) =>
      document.documentElement.hasAttribute(hydrated) ||
      document.querySelector('script[data-entry]') === null,
    HYDRATED_ATTRIBUTE,
  );
}

/**
 * Journeys act as soon as they see a page, so after each navigation they wait for the app, as a
 * shopper waits for a page to respond. `waitUntil: 'commit'` opts out (a journey about the
 * moments before the app runs).
 */
export function waitForAppAfterNavigations(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
}
