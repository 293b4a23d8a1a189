import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// axe-core on every route of the spec's route table, as a visitor, a shopper and an admin, at a
// desktop and a phone width: zero violations.

const SHOPPER = { identifier: 'sisi@email.com', password: 'password' };
const ADMIN = { identifier: 'admin@fragrancehub.ng', password: 'admin12345' };
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

interface Catalogue {
  productId: string;
  slug: string;
}

async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const res = await request.get('/api/v1/product/all?limit=1');
  const { products } = (await res.json()) as { products: { _id: string; slug: string }[] };
  const first = products[0];
  if (!first) throw new Error('the demo catalogue is empty');
  return { productId: first._id, slug: first.slug };
}

async function signIn(page: Page, request: APIRequestContext, who: typeof SHOPPER) {
  const res = await request.post('/api/v1/auth/login', { data: who });
  expect(res.ok()).toBe(true);
  const auth = JSON.stringify(await res.json());
  await page.addInitScript((value) => localStorage.setItem('auth', value), auth);
}

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Skeletons and route loaders must have settled before the page is judged.
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  // Soft, so one run lists the problems of every route, not just the first.
  expect.soft(summary, `axe violations on ${path}`).toEqual([]);
}

const publicRoutes = (c: Catalogue) => [
  '/',
  '/all-fragrances',
  '/new-arrivals',
  `/detail/${c.productId}`,
  '/search?keyword=dior',
  '/cart',
  '/cart-empty',
  '/blog',
  '/contact',
  '/login',
  '/signup',
  '/no-such-page',
];

const shopperRoutes = [
  '/checkout',
  '/dashboard/user',
  '/dashboard/user/profile',
  '/dashboard/user/orders',
  '/dashboard/user/order',
];

const adminRoutes = (c: Catalogue) => [
  '/dashboard/admin',
  '/dashboard/admin-category',
  '/dashboard/admin-product',
  '/dashboard/admin-products',
  `/dashboard/admin-product/detail/${c.slug}`,
  `/dashboard/admin-product/update/${c.slug}`,
  '/dashboard/admin/orders',
];

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signed out: every public route', async ({ page, request }) => {
      for (const path of publicRoutes(await catalogue(request)))
        await expectNoViolations(page, path);
    });

    test('signed in as a shopper: the shopper area', async ({ page, request }) => {
      await signIn(page, request, SHOPPER);
      for (const path of shopperRoutes) await expectNoViolations(page, path);
      await expectNoViolations(page, '/');
    });

    test('signed in as the admin: the admin area', async ({ page, request }) => {
      await signIn(page, request, ADMIN);
      for (const path of adminRoutes(await catalogue(request)))
        await expectNoViolations(page, path);
    });
  });
}
