import { expect, test } from '@playwright/test';

// Opera Mini's data saver and other browsers that run no script: the server's HTML alone, its
// links and its GET forms must browse the shop.
test.describe('browsing with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home, listing, brand filter, page 2, a product and a search, by links and forms only', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Classic Elegance')).toBeVisible();
    // Home's lower sections load apart in the browser, but are in the server's HTML in place.
    for (const section of ['Shop by Gender', 'What Our Customers Says About Us', 'Blog Posts']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Shop Now' }).first().click();

    await expect(page).toHaveURL(/\/all-fragrances$/);
    await expect(page.getByText(/^Showing 15 of \d+ Products$/)).toBeVisible();
    const grid = page.getByRole('list', { name: 'All Featured Fragrance' });
    await expect(grid.getByRole('article').first()).toBeVisible();

    // The filter panel is a GET form: tick a brand, apply.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Dior', exact: true }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/brand=Dior/);
    const diorCards = grid.getByRole('article');
    await expect(diorCards.first()).toBeVisible();
    for (const name of await diorCards.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('aria-label') ?? ''),
    )) {
      expect(name).toMatch(/^Dior /);
    }

    // Pagination is links, and page 2 goes on with the shopper's order: nothing of page 1 again.
    await page.goto('/all-fragrances');
    const names = () =>
      grid
        .getByRole('article')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    const pageOne = await names();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pageTwo = await names();
    expect(pageTwo).toHaveLength(15);
    expect(pageTwo.filter((name) => pageOne.includes(name))).toEqual([]);

    // A product card opens its page, with the price and a note that the cart needs JavaScript.
    // A product in stock: earlier journeys on the shared server may have sold some out, and a
    // sold-out page has no cart to explain.
    const card = grid
      .getByRole('article')
      .filter({ hasNot: page.getByRole('button', { name: 'Sold Out' }) })
      .first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/detail\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/₦[\d,]+\.\d\d/).first()).toBeVisible();
    await expect(page).toHaveTitle(`${name} | FragranceHub`);
    await expect(page.getByText(/need JavaScript: turn it on/)).toBeVisible();

    // The header's search box is a GET form.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Dior');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=Dior/);
    await expect(page.getByRole('article').first()).toContainText('Dior');
  });

  test('an unknown path and an unknown product answer 404 with the 404 screens', async ({
    page,
  }) => {
    const missingPage = await page.goto('/no-such-page');
    expect(missingPage?.status()).toBe(404);
    await expect(
      page.getByText("Sorry, we couldn't find the page you were looking for."),
    ).toBeVisible();
    const missingProduct = await page.goto('/detail/no-such-product');
    expect(missingProduct?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});
