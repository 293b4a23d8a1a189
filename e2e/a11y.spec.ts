import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { HOME_HEADING } from '../src/features/home/home-heading';

// axe-core on every route of the spec's route table, as a visitor, a shopper and an admin, at a
// phone and a desktop width: zero violations. One test per route, so a slow machine spends the
// test timeout on one page, never on a whole walk, and a failure names its route.

const SHOPPER = { identifier: 'sisi@email.com', password: 'password' };
const ADMIN = { identifier: 'admin@fragrancehub.ng', password: 'admin12345' };
interface Viewport {
  width: number;
  height: number;
}
const DESKTOP: Viewport = { width: 1280, height: 900 };
const MOBILE: Viewport = { width: 390, height: 844 };

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
  { path: () => '/', ready: heading(HOME_HEADING) },
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
  {
    path: () => '/shipping',
    ready: (page) => page.getByRole('rowheader', { name: 'FragranceHub Lekki' }),
  },
  { path: () => '/returns', ready: heading('Returns and exchanges') },
  { path: () => '/privacy', ready: heading('Privacy policy') },
  { path: () => '/terms', ready: heading('Terms and conditions') },
  { path: () => '/faq', ready: heading('Frequently asked questions') },
  { path: () => '/login', ready: heading('Login') },
  { path: () => '/signup', ready: heading('Sign Up') },
  { path: () => '/reset-password?token=not-a-real-token', ready: heading('Reset Password') },
  { path: () => '/no-such-page', ready: heading('404') },
];

const SHOPPER_ROUTES: RouteCheck[] = [
  { path: () => '/checkout', ready: heading('Checkout') },
  { path: () => '/dashboard/user', ready: heading('Hello, Sisi Adebayo') },
  { path: () => '/dashboard/user/profile', ready: heading('Profile') },
  { path: () => '/dashboard/user/orders', ready: heading('Orders') },
  { path: () => '/dashboard/user/order', ready: heading('Orders') },
  { path: () => '/', ready: heading(HOME_HEADING) },
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
  { path: () => '/dashboard/admin/reviews', ready: heading('Reviews') },
];

/** Who walks a set of routes: one browser context each, signed in (or not) once. */
interface Walk {
  name: string;
  who: typeof SHOPPER | null;
  routes: RouteCheck[];
}
const WALKS: Walk[] = [
  { name: 'signed out', who: null, routes: PUBLIC_ROUTES },
  { name: 'signed in as a shopper', who: SHOPPER, routes: SHOPPER_ROUTES },
  { name: 'signed in as the admin', who: ADMIN, routes: ADMIN_ROUTES },
];

async function firstProduct(request: APIRequestContext): Promise<Catalogue> {
  const res = await request.get('/api/v1/product/all?limit=1');
  const { products } = (await res.json()) as {
    products: { _id: string; slug: string; name: string }[];
  };
  const first = products[0];
  if (!first) throw new Error('the demo catalogue is empty');
  return { productId: first._id, slug: first.slug, name: first.name };
}

/** Every later page load of the walk starts signed in, as a returning visitor's would. */
async function signIn(context: BrowserContext, who: typeof SHOPPER) {
  const res = await context.request.post('/api/v1/auth/login', { data: who });
  expect(res.ok()).toBe(true);
  const auth = JSON.stringify(await res.json());
  await context.addInitScript((value) => localStorage.setItem('auth', value), auth);
}

/**
 * Waits for what the verdict depends on, not for the network to fall quiet: the route's own
 * content, no skeleton left and the footer's lazily loaded newsletter form.
 */
async function expectNoViolationsAtThisWidth(page: Page, route: RouteCheck, c: Catalogue) {
  await expect(route.ready(page, c)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Newsletter' })).toBeVisible();
  // Only violations are read: axe then lists one node of each passing or inapplicable rule
  // instead of every node, which was most of a large page's analysis.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  const width = page.viewportSize()?.width ?? 0;
  expect(summary, `axe violations on ${route.path(c)} at ${width} px`).toEqual([]);
}

/**
 * Judges a route as loaded at one width, then as the same page redrawn at the other: the page is
 * loaded once, and each width is judged on what it draws. Routes alternate which width loads the
 * page, so both widths' first loads are judged too.
 */
async function expectNoViolations(
  page: Page,
  route: RouteCheck,
  c: Catalogue,
  widths: readonly Viewport[],
) {
  const [first, then] = widths;
  if (!first || !then) throw new Error('two widths to judge');
  await page.setViewportSize(first);
  await page.goto(route.path(c));
  await expectNoViolationsAtThisWidth(page, route, c);
  await page.setViewportSize(then);
  await expectNoViolationsAtThisWidth(page, route, c);
}

/** The test title: the route as written in the route table. */
const title = (route: RouteCheck) => route.path({ productId: ':id', slug: ':slug', name: '' });

for (const walk of WALKS) {
  // One context per walk, as a visitor goes from page to page: each route is still its own test
  // (its own timeout, its own name in a failure), and a failed test's worker starts the walk's
  // context again for the routes after it.
  test.describe(`accessibility at 390 and 1280 px, ${walk.name}`, () => {
    // Two axe passes over a large page, beside four other lanes on two cores: the first route
    // also pays for the server's and the browser's cold start.
    test.describe.configure({ timeout: 90_000 });
    let context: BrowserContext;
    let page: Page;
    let catalogue: Catalogue;

    test.beforeAll(async ({ browser }, testInfo) => {
      context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        // axe judges what a route draws, which the offline worker does not change; installing
        // it (its precache) only competed with the page for the cores.
        serviceWorkers: 'block',
      });
      catalogue = await firstProduct(context.request);
      if (walk.who) await signIn(context, walk.who);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    walk.routes.forEach((route, index) => {
      const widths = index % 2 === 0 ? [MOBILE, DESKTOP] : [DESKTOP, MOBILE];
      test(title(route), async () => {
        await expectNoViolations(page, route, catalogue, widths);
      });
    });
  });
}
