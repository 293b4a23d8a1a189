import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { waitForAppAfterNavigations } from './wait-for-app';

/** A same-origin document that does not run the app: the keeper page stays on it. */
const KEEPER_PATH = '/mockServiceWorker.js';
/** IndexedDB that outlives a journey: the mock API worker's database snapshot. */
const MOCK_DATABASE_PREFIX = 'fragrancehub-mock';

interface MockSession {
  context: BrowserContext;
  keeper: Page;
}

/**
 * Mock mode's API worker starts with its browser context, and a new context costs about 5 s of
 * each journey (PGlite's WebAssembly compiled, the demo dump loaded). So the mock project's
 * desktop journeys share one context per Playwright worker, as the server project's journeys share
 * one server: each journey gets a new page, and after it the app's own storage is cleared
 * (localStorage, sessionStorage, its IndexedDB) while the API worker and its database stay.
 *
 * A keeper page stays open on a same-origin document: MSW's service worker unregisters itself
 * when the last page it controls closes, which would leave the next journey's page uncontrolled.
 */
async function openMockSession(context: BrowserContext, baseURL: string): Promise<MockSession> {
  const keeper = await context.newPage();
  await keeper.goto(new URL(KEEPER_PATH, baseURL).href);
  return { context, keeper };
}

async function clearAppStorage(session: MockSession) {
  // Reloaded while the journey's page is still open, the keeper is controlled by MSW's service
  // worker, so closing that page does not leave the worker without a page.
  await session.keeper.reload();
  for (const page of session.context.pages()) if (page !== session.keeper) await page.close();
  await session.keeper.evaluate(async (keep) => {
    localStorage.clear();
    sessionStorage.clear();
    const databases = await indexedDB.databases();
    await Promise.all(
      databases
        .filter(({ name }) => name !== undefined && !name.startsWith(keep))
        .map(
          ({ name }) =>
            new Promise<void>((resolve, reject) => {
              const request = indexedDB.deleteDatabase(name as string);
              request.onsuccess = () => resolve();
              request.onerror = () => reject(request.error ?? new Error(`delete ${name}`));
              request.onblocked = () => reject(new Error(`delete ${name}: still open`));
            }),
        ),
    );
  }, MOCK_DATABASE_PREFIX);
}

/**
 * The journeys' `test`: as Playwright's, except that mock desktop journeys share a context and
 * that a navigation waits for a server-rendered page's app.
 */
export const test = base.extend<object, { mockSession: MockSession | null }>({
  mockSession: [
    async ({ browser }, use, workerInfo) => {
      const { use: options, name } = workerInfo.project;
      if (name !== 'mock' || !options.baseURL) return use(null);
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        userAgent: options.userAgent,
        deviceScaleFactor: options.deviceScaleFactor,
      });
      await use(await openMockSession(context, options.baseURL));
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ page, mockSession, isMobile, viewport }, use) => {
    // Server-rendered pages answer once the app has hydrated (e2e/wait-for-app.ts).
    if (!mockSession) {
      waitForAppAfterNavigations(page);
      return use(page);
    }
    // Phone journeys need a context made for a phone (touch, mobile viewport): their own.
    if (isMobile) return use(page);
    const shared = await mockSession.context.newPage();
    if (viewport) await shared.setViewportSize(viewport);
    await use(shared);
    await clearAppStorage(mockSession);
  },
});
