import { expect, test, type Locator, type Page } from '@playwright/test';

// Every storefront page the server renders must hydrate as it is: a mismatch makes React throw
// the server's HTML away and draw the page again (a flash, and the work twice).
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function firstProductId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/product/all?page=1&limit=1');
  const body = (await response.json()) as { products: { _id: string }[] };
  const id = body.products[0]?._id;
  if (!id) throw new Error('the catalogue is empty');
  return id;
}

/**
 * Waits until React has hydrated the element: it then carries React's own fiber key. (React's
 * internals, read only here: a mismatch warning comes as that part hydrates, and no page shows it.)
 */
async function expectHydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`storefront pages hydrate without a warning or an error (${label})`, async ({ page }) => {
    // Twenty-one pages in one walk, beside four other lanes on two cores.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The 404 page's own status is reported as a failed resource: expected there.
      if (/status of 404/.test(message.text())) return;
      problems.push(`${message.type()}: ${message.text()}`);
    });
    const id = await firstProductId(page);
    const paths = [
      '/',
      '/all-fragrances',
      '/all-fragrances?brand=Dior&page=1',
      '/new-arrivals',
      `/detail/${id}`,
      '/search?keyword=Dior',
      '/blog',
      '/contact',
      // The help pages; Shipping hydrates with the delivery settings the server read.
      '/shipping',
      '/returns',
      '/privacy',
      '/terms',
      '/faq',
      '/cart-empty',
      '/no-such-page',
      // Drawn by the browser once hydrated (AfterHydration): the server sends the layout and a
      // loading indicator.
      '/cart',
      '/login',
      '/signup',
      '/reset-password',
      // Signed-in pages come as the client-rendered shell; signed out, the guard goes to login.
      '/checkout',
      '/dashboard/user',
    ];
    for (const path of paths) {
      await page.goto(path);
      // React reports a mismatch as it hydrates the part that holds it; the footer's lazily
      // loaded newsletter form is among the last parts it reaches.
      await expectHydrated(page.getByRole('main'));
      await expectHydrated(page.getByRole('form', { name: 'Newsletter' }));
      expect(problems, path).toEqual([]);
    }
  });
}
