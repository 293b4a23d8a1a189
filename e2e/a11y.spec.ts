import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// axe-core on every route of the spec's route table, as a visitor, a shopper and an admin, at a
// desktop and a phone width: zero violations. One test per route, so a slow machine spends the
// test timeout on one page, never on a whole walk, and a failure names its route.

const SHOPPER = { identifier: 'sisi@email.com', password: 'password' };
const ADMIN = { identifier: 'admin@fragrancehub.ng', password: 'admin12345' };
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

interface Catalogue {
  productId: string;
  slug: string;
  name: string;
}

/** A route and what it shows once it is ready to be judged (its own heading, its data). */
interface RouteCheck {
  path: (c: Catalogue) => string;
  ready: (page: Page, c: Catalogue) => Locator;
}

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const listing = (page: Page) => page.getByText(/^Showing \d+ of \d+ Products$/);

const PUBLIC_ROUTES: RouteCheck[] = [
  { path: () => '/', ready: heading('Classic Elegance') },
  { path: () => '/all-fragrances', ready: listing },
  { path: () => '/new-arrivals', ready: listing },
  {
    path: (c) => `/detail/${c.productId}`,
    ready: (page, c) => page.getByRole('heading', { level: 1, name: c.name, exact: true }),
  },
  {
    path: () => '/search?keyword=dior',
    ready: (page) => page.getByRole('main').getByRole('article').first(),
  },
  { path: () => '/cart', ready: heading('Your Cart is Empty') },
  { path: () => '/cart-empty', ready: heading('Your Cart is Empty') },
  { path: () => '/blog', ready: heading('COMING SOON...') },
  { path: () => '/contact', ready: heading('COMING SOON...') },
  { path: () => '/login', ready: heading('Login') },
  { path: () => '/signup', ready: heading('Sign Up') },
  { path: () => '/reset-password?token=not-a-real-token', ready: heading('Reset Password') },
  { path: () => '/no-such-page', ready: heading('404') },
];

const SHOPPER_ROUTES: RouteCheck[] = [
  { path: () => '/checkout', ready: heading('Checkout') },
  { path: () => '/dashboard/user', ready: heading('Hello, sisi') },
  { path: () => '/dashboard/user/profile', ready: heading('Profile') },
  { path: () => '/dashboard/user/orders', ready: heading('Orders') },
  { path: () => '/dashboard/user/order', ready: heading('Orders') },
  { path: () => '/', ready: heading('Classic Elegance') },
];

const ADMIN_ROUTES: RouteCheck[] = [
  { path: () => '/dashboard/admin', ready: heading('Hello, Store Admin') },
  { path: () => '/dashboard/admin-category', ready: heading('Manage Category') },
  { path: () => '/dashboard/admin-product', ready: heading('Create Product') },
  { path: () => '/dashboard/admin-products', ready: heading('Products') },
  {
    path: (c) => `/dashboard/admin-product/detail/${c.slug}`,
    ready: (page, c) => page.getByRole('heading', { level: 1, name: c.name, exact: true }),
  },
  { path: (c) => `/dashboard/admin-product/update/${c.slug}`, ready: heading('Update Product') },
  { path: () => '/dashboard/admin/orders', ready: heading('Orders') },
  {
    path: () => '/dashboard/admin/orders?status=Delivered&sort=total-desc',
    ready: heading('Orders'),
  },
  { path: () => '/dashboard/admin/low-stock', ready: heading('Low stock') },
  { path: () => '/dashboard/admin/messages', ready: heading('Messages') },
];

// Looked up once per worker: every test needs them, and logins are rate-limited per address.
let catalogueLookup: Promise<Catalogue> | undefined;
const sessions = new Map<string, Promise<string>>();

function catalogue(request: APIRequestContext): Promise<Catalogue> {
  catalogueLookup ??= (async () => {
    const res = await request.get('/api/v1/product/all?limit=1');
    const { products } = (await res.json()) as {
      products: { _id: string; slug: string; name: string }[];
    };
    const first = products[0];
    if (!first) throw new Error('the demo catalogue is empty');
    return { productId: first._id, slug: first.slug, name: first.name };
  })();
  return catalogueLookup;
}

async function signIn(page: Page, request: APIRequestContext, who: typeof SHOPPER) {
  let session = sessions.get(who.identifier);
  if (!session) {
    session = (async () => {
      const res = await request.post('/api/v1/auth/login', { data: who });
      expect(res.ok()).toBe(true);
      return JSON.stringify(await res.json());
    })();
    sessions.set(who.identifier, session);
  }
  const auth = await session;
  await page.addInitScript((value) => localStorage.setItem('auth', value), auth);
}

/**
 * Waits for what the verdict depends on, not for the network to fall quiet: the route's own
 * content, no skeleton left and the footer's lazily loaded newsletter form.
 */
async function expectNoViolations(page: Page, route: RouteCheck, c: Catalogue) {
  const path = route.path(c);
  await page.goto(path);
  // Most of the test's time is for this: the first visit to a screen loads its code and data.
  await expect(route.ready(page, c)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Newsletter' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

/** The test title: the route as written in the route table. */
const title = (route: RouteCheck) => route.path({ productId: ':id', slug: ':slug', name: '' });

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} width`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      // axe judges what a route draws, which the offline worker does not change; installing it
      // (its precache) in each test's new context only competed with the page for the cores.
      serviceWorkers: 'block',
    });

    test.describe('signed out', () => {
      for (const route of PUBLIC_ROUTES) {
        test(title(route), async ({ page, request }) => {
          await expectNoViolations(page, route, await catalogue(request));
        });
      }
    });

    test.describe('signed in as a shopper', () => {
      for (const route of SHOPPER_ROUTES) {
        test(title(route), async ({ page, request }) => {
          await signIn(page, request, SHOPPER);
          await expectNoViolations(page, route, await catalogue(request));
        });
      }
    });

    test.describe('signed in as the admin', () => {
      for (const route of ADMIN_ROUTES) {
        test(title(route), async ({ page, request }) => {
          await signIn(page, request, ADMIN);
          await expectNoViolations(page, route, await catalogue(request));
        });
      }
    });
  });
}
