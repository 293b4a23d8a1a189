import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { fillDelivery } from './checkout-delivery';
import { savedState } from '../scripts/saved-state.mjs';

// Issue 8: the installable, offline-first PWA. Service workers only exist in the production build
// (mock mode runs MSW instead), so this file runs against the real server only. Playwright gives
// every test a fresh browser context, so each test starts without a service worker or caches.

/** The worker script the taps-offline project's server serves, from its copy of ./dist. */
const SERVED_WORKER = path.resolve(process.env.E2E_PAGES_STATIC_DIR ?? 'dist', 'sw.js');

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');

interface ListedProduct {
  _id: string;
  name: string;
  quantity: number;
  isAvailable: boolean;
}

async function catalogue(request: APIRequestContext): Promise<ListedProduct[]> {
  const response = await request.get('/api/v1/product/all?page=1&limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ListedProduct[] }).products;
}

/** Loads / until the Workbox worker controls the page (clientsClaim makes one load enough). */
async function installApp(page: Page) {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  const controlled = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return true;
      return new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
          once: true,
        });
        setTimeout(() => resolve(navigator.serviceWorker.controller !== null), 10_000);
      });
    });
  if (await controlled()) return;
  // The first load normally suffices (clientsClaim); a reload is the documented fallback.
  await page.reload();
  expect(await controlled()).toBe(true);
}

/**
 * Waits until IndexedDB holds the whole catalogue (its own entry, saved as it arrives) and, for
 * `productId`, that product in it, before going offline. A product page is a view of that copy:
 * the saved query cache keeps no second copy of it.
 */
async function letCachePersist(page: Page, productId?: string) {
  await expect
    .poll(
      async () => {
        const saved = await savedState(page, null, productId ?? null);
        return saved.products > 0 && (productId === undefined || saved.quantity !== null);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

async function visitListing(page: Page) {
  await page.goto('/all-fragrances');
  await expect(main(page).getByText(/^Showing \d+ of \d+ Products$/)).toBeVisible({
    timeout: 20_000,
  });
}

async function logIn(page: Page) {
  await page.goto('/login');
  // The store offers its demo shopper once the form is up (GET /auth/demo-account).
  await expect(main(page).getByLabel('Email or Username')).toHaveValue('sisi@email.com');
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
}

async function shopperToken(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('auth'));
  const token = (JSON.parse(raw ?? '{}') as { user?: { token?: string } }).user?.token;
  if (!token) throw new Error('no token in localStorage');
  return token;
}

interface ShopperOrder {
  payment: { method?: string; state?: string };
}

/** The shopper's orders as the API answers them, newest first. */
async function shopperOrders(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/orders', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: ShopperOrder[] }).orders;
}

async function orderCount(request: APIRequestContext, token: string) {
  return (await shopperOrders(request, token)).length;
}

/** An order queued offline goes out as pay on delivery, whatever the checkout offered. */
async function expectNewestPaidOnDelivery(request: APIRequestContext, token: string) {
  const [newest] = await shopperOrders(request, token);
  expect(newest?.payment).toMatchObject({ method: 'on_delivery', state: 'on_delivery' });
}

/** Signed in with one product in the cart, sitting on /checkout with the app cached. */
async function readyToCheckOut(page: Page) {
  await installApp(page);
  await logIn(page);
  await visitListing(page);
  await main(page)
    .getByRole('button', { name: /^Add to cart: .+$/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  await expect(main(page).getByRole('button', { name: 'Confirm Order' })).toBeVisible();
  await fillDelivery(page);
}

test('the manifest meets the install criteria and the worker controls the first page', async ({
  page,
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name?: string;
    short_name?: string;
    start_url?: string;
    display?: string;
    icons?: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('FragranceHub');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  const sizes = (manifest.icons ?? []).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons ?? []) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toContain('image/png');
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    /manifest\.webmanifest$/,
  );
  await installApp(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('offline: home, listing filters, sorting, paging and visited product pages', async ({
  page,
  context,
  request,
}) => {
  const products = await catalogue(request);
  const visited = products[0];
  const unvisited = products[products.length - 1];
  if (!visited || !unvisited || visited._id === unvisited._id) throw new Error('seed too small');

  await installApp(page);
  await visitListing(page);
  await letCachePersist(page);
  await page.goto(`/detail/${visited._id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: visited.name })).toBeVisible();
  await letCachePersist(page, visited._id);

  await context.setOffline(true);
  // The open page hears the connection drop. (After a reload, Chromium's emulated offline mode
  // reports navigator.onLine as true to a document the service worker served, so the banner is
  // checked here; a real phone without a connection reports false.)
  await expect(page.getByText('You are offline')).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: visited.name })).toBeVisible();

  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();

  await page.goto('/all-fragrances');
  const showing = main(page).getByText(/^Showing \d+ of \d+ Products$/);
  await expect(showing).toHaveText(new RegExp(`^Showing \\d+ of ${products.length} Products$`));
  const unfiltered = (await showing.textContent()) ?? '';
  // Filtering: one gender narrows the list.
  const gender = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('group', { name: 'Gender' })
    .getByRole('checkbox')
    .first();
  await gender.check();
  await expect(showing).not.toHaveText(unfiltered);
  await gender.uncheck();
  await expect(showing).toHaveText(unfiltered);
  // Sorting: A-Z puts the page in alphabetical order.
  await main(page).getByLabel('Sort by').selectOption('A-Z');
  await expect(async () => {
    const names = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label') ?? ''),
    );
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  }).toPass();
  // Paging.
  const firstOnPage1 = await cards(page).first().getAttribute('aria-label');
  await main(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(cards(page).first()).not.toHaveAttribute('aria-label', firstOnPage1 ?? '');

  // A product never opened is in the kept catalogue too.
  await page.goto(`/detail/${unvisited._id}`);
  await expect(main(page).getByRole('heading', { name: unvisited.name, level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  // Its photo was never fetched: the precached bottle drawing stands in, never the alt text.
  const photo = main(page).getByRole('img', { name: unvisited.name }).first();
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

test('offline: adding to and removing from the cart survive a reload', async ({
  page,
  context,
}) => {
  await installApp(page);
  await visitListing(page);
  await letCachePersist(page);
  await context.setOffline(true);
  await page.reload();
  const add = main(page).getByRole('button', { name: /^Add to cart: .+$/ });
  const label = (await add.first().getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add to cart: (.+)$/, '$1');
  await add.first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/cart');
  await main(page)
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

/**
 * Signed in with one product, confirms the order offline: it waits. Answers the shopper's token
 * and how many orders they had before.
 */
async function confirmOffline(page: Page, context: BrowserContext, request: APIRequestContext) {
  await readyToCheckOut(page);
  const token = await shopperToken(page);
  const before = await orderCount(request, token);
  await context.setOffline(true);
  await main(page).getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/order\?queued=.+/);
  await expect(main(page).getByText('Your order is waiting for connection')).toBeVisible();
  expect(await orderCount(request, token)).toBe(before);
  return { token, before };
}

test('an order confirmed offline waits, then is placed exactly once when back online', async ({
  page,
  context,
  request,
}) => {
  const { token, before } = await confirmOffline(page, context, request);
  // The cart is kept until the server has accepted the order.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Order created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order\?id=.+/);
  await expect(main(page).getByText('YOUR ORDER HAS BEEN RECEIVED')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await orderCount(request, token)).toBe(before + 1);
  await expectNewestPaidOnDelivery(request, token);
  // Nothing is left to send: a reload online places nothing more.
  await page.reload();
  await expect(main(page).getByText('YOUR ORDER HAS BEEN RECEIVED')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await orderCount(request, token)).toBe(before + 1);
});

test('an order queued offline with the app closed is sent once, by the app, when it is opened again', async ({
  page,
  context,
  request,
}) => {
  const { token, before } = await confirmOffline(page, context, request);
  // The shopper leaves: no page is left to send the order, and the worker keeps no copy of it.
  await page.close();
  await context.setOffline(false);
  const back = await context.newPage();
  await back.waitForTimeout(1_500);
  expect(await orderCount(request, token)).toBe(before);

  // Back in the app, the order queue sends it, and the shopper hears how it ended.
  await back.goto('/');
  await expect(back.getByText('Order created successfully')).toBeVisible();
  await expect(back.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await orderCount(request, token)).toBe(before + 1);
  await expectNewestPaidOnDelivery(request, token);
  // Reopened once more, nothing is ordered twice.
  await back.reload();
  await expect(back.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await back.waitForTimeout(1_000);
  expect(await orderCount(request, token)).toBe(before + 1);
});

test('confirming twice offline still yields one order', async ({ page, context, request }) => {
  const { token, before } = await confirmOffline(page, context, request);
  const firstUrl = page.url();

  // A second confirmation, after a reload offline, joins the order already waiting.
  await page.goto('/checkout');
  await fillDelivery(page);
  await main(page).getByRole('button', { name: 'Confirm Order' }).click();
  await expect(main(page).getByText('Your order is waiting for connection')).toBeVisible();
  expect(page.url()).toBe(firstUrl);

  await context.setOffline(false);
  await expect(page.getByText('Order created successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await orderCount(request, token)).toBe(before + 1);
});

/** The IndexedDB databases of the page's origin. */
function databaseNames(page: Page) {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
}

/** How many orders wait in the app's own order queue (IndexedDB), read from the page. */
function queuedOrderCount(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('fragrancehub-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('orders')) return resolve(0);
          const count = db.transaction('orders').objectStore('orders').count();
          count.onerror = () => reject(count.error);
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}

test('logout with an order waiting offline: cancelled, it leaves nothing behind for the next shopper', async ({
  page,
  context,
  request,
}) => {
  const { token, before } = await confirmOffline(page, context, request);
  const queuedKey = new URL(page.url()).searchParams.get('queued') ?? '';
  // The order queue is the order's only copy on the device: the worker keeps neither the order
  // nor a token to send it with.
  expect(await queuedOrderCount(page)).toBe(1);
  const databases = await databaseNames(page);
  expect(databases).not.toContain('workbox-background-sync');
  expect(databases).not.toContain('fragrancehub-session');

  // Logout asks first; the shopper cancels the order.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'An order is still waiting to be sent' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await queuedOrderCount(page)).toBe(0);

  // Back online, nothing of hers is sent.
  await context.setOffline(false);
  await page.waitForTimeout(1_500);
  expect(await orderCount(request, token)).toBe(before);

  // The next shopper signs in on the same device.
  const email = `next-${Date.now()}@email.com`;
  const registered = await request.post('/api/v1/auth/register', {
    multipart: { name: 'Next Shopper', username: '', email, password: 'secret12' },
  });
  expect(registered.ok()).toBe(true);
  await page.goto('/login');
  await main(page).getByLabel('Email or Username').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill('secret12');
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await page.goto('/dashboard/user/orders');
  await expect(main(page).getByText('You have not placed any orders yet.')).toBeVisible();
  await page.goto(`/order?queued=${queuedKey}`);
  await expect(main(page).getByText('This order is no longer waiting')).toBeVisible();
  expect(await queuedOrderCount(page)).toBe(0);
  expect(await orderCount(request, token)).toBe(before);
});

test('a new build deployed while the page is open offers Reload', async ({ page }) => {
  await installApp(page);
  // Deploy: the server now answers a different sw.js (Playwright's routing cannot see the
  // browser's own update check, so the served file itself changes, and is put back afterwards).
  const original = await readFile(SERVED_WORKER, 'utf8');
  try {
    await writeFile(SERVED_WORKER, `${original}\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText('A new version of FragranceHub is ready')).toBeVisible({
      timeout: 20_000,
    });
  } finally {
    await writeFile(SERVED_WORKER, original);
  }
  // Nothing reloads on its own: the shopper decides.
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await expect(cards(page).first()).toBeVisible();
});

/** One run of the journey below, in its own browser context (its own worker and caches). */
async function listingOfflineAfterBrowsing(
  browser: Browser,
  baseURL: string | undefined,
  run: number,
) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await installApp(page);
    await page.getByRole('link', { name: 'All Fragrance', exact: true }).first().click();
    await expect(page).toHaveURL(/\/all-fragrances/);
    await cards(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/detail\//);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3_000);
    await context.setOffline(true);
    await page.goto('/all-fragrances');
    await expect(cards(page).first(), `run ${run}`).toBeVisible({ timeout: 30_000 });
  } finally {
    await context.close();
  }
}

/**
 * One batch in the suite: each run is a new browser with its own worker and caches, so four
 * already meet the worker's install racing the browsing. The long form (20 runs) is the
 * `repeated-walks` bench, which sets E2E_OFFLINE_RUNS.
 */
const RUNS = Number(process.env.E2E_OFFLINE_RUNS ?? 4);
/** Runs side by side: their few seconds' waits overlap, and the cores stay busy. */
const RUNS_AT_ONCE = 4;

test(`home, a listing, a product, a few seconds, then offline: the listing shows its cards, ${RUNS} runs`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  for (let first = 1; first <= RUNS; first += RUNS_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(RUNS_AT_ONCE, RUNS - first + 1) },
      (_, i) => first + i,
    );
    await Promise.all(batch.map((run) => listingOfflineAfterBrowsing(browser, baseURL, run)));
  }
});
