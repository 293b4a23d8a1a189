import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';

// Desktop journeys over the demo catalogue (64 products). They use only the UI, so they run
// against the real server and in mock mode alike.

async function waitForListing(page: Page) {
  await expect(page.getByText(/^Showing \d+ of \d+ Products$/)).toBeVisible({ timeout: 30_000 });
}

/** Each listed card's name and the price it charges now, and its price before a sale. */
async function shownPrices(page: Page) {
  return page
    .getByRole('list', { name: 'All Featured Fragrance' })
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const text = card.textContent ?? '';
        const naira = (amount: string | undefined) => Number(amount?.replace(/,/g, ''));
        // A card on sale says "Was ₦X, now ₦Y" to screen readers; others show one price.
        const sale = /Was ₦([\d,]+\.\d\d), now ₦([\d,]+\.\d\d)/.exec(text);
        const only = naira(/₦([\d,]+\.\d\d)/.exec(text)?.[1]);
        return {
          name: card.getAttribute('aria-label') ?? '',
          now: sale ? naira(sale[2]) : only,
          was: sale ? naira(sale[1]) : null,
        };
      }),
    );
}

const ascending = (list: number[]) => list.every((p, i) => i === 0 || (list[i - 1] ?? 0) <= p);

/** Issue 5's desktop journeys: UI and demo data only, so they run on the server and in mock mode. */
export function defineStorefrontJourneys() {
  test('home shows its sections and texts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Classic Elegance' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Shop Now/ }).first()).toHaveAttribute(
      'href',
      '/all-fragrances',
    );
    for (const text of [
      '100% Authentic Fragrance',
      'Secure & Safe Payment',
      'Top-notch Customer Support',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    for (const heading of [
      'New Arrival',
      'Flash Sale',
      'BestSeller',
      'All Fragrance Brands',
      'All Featured Fragrance',
      'What Our Customers Says About Us',
      'Blog Posts',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const flash = page.getByRole('list', { name: 'Flash Sale' });
    await expect(flash.getByRole('article')).toHaveCount(4);
    // The demo's sale is honest: each card shows the old price struck through and the one charged.
    await expect(flash.getByText(/^Was ₦[\d,]+\.\d\d, now ₦[\d,]+\.\d\d$/)).toHaveCount(4);
    const struck = flash.getByRole('article').first().locator('[style*="line-through"]');
    await expect(struck).toHaveText(/^₦[\d,]+\.\d\d$/);
    await expect(flash.getByText('-20%')).toHaveCount(4);
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(page.getByTestId('desktop-blog').getByRole('article')).toHaveCount(3);
    await expect(page.getByTestId('desktop-reviews').getByRole('figure')).toHaveCount(4);
  });

  test('a brand in the All Brands menu opens the listing filtered by it', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'All Brands' })
      .click();
    await page.getByRole('menuitem', { name: 'Dior', exact: true }).click();
    await expect(page).toHaveURL(/\/all-fragrances\?brand=/);
    await waitForListing(page);
    await expect(page.getByRole('link', { name: 'Remove filter Dior' })).toBeVisible();
    const names = await page
      .getByRole('list', { name: 'All Featured Fragrance' })
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('Dior');
  });

  test('the header menus work from the keyboard before and after their code has loaded', async ({
    page,
  }) => {
    await page.goto('/');
    const account = page.getByRole('button', { name: 'Account' });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
    // The keyboard user was not dropped on <body> when the loaded menu replaced the placeholder:
    // the menu holds the focus, and the arrow keys walk its items.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeHidden();
    // Hovering All Brands opens it, like any desktop dropdown.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'All Brands' })
      .hover();
    await expect(page.getByRole('menuitem', { name: 'Dior', exact: true })).toBeVisible();
  });

  test('filter, sort and page survive a reload', async ({ page }) => {
    await page.goto('/all-fragrances');
    await waitForListing(page);
    await page.getByRole('group', { name: 'Availability' }).getByText('In Stock').click();
    await page.getByLabel('Sort by').selectOption('LowToHigh');
    await expect(page).toHaveURL(/availability=.*sort=LowToHigh|sort=LowToHigh.*availability=/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const prices = async () => (await shownPrices(page)).map((card) => card.now);
    const before = await prices();
    expect(before.length).toBeGreaterThan(0);
    expect(ascending(before)).toBe(true);

    await page.reload();
    await waitForListing(page);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Remove filter In Stock' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('LowToHigh');
    // Sorted by price, the second page holds the same prices after the reload.
    expect(await prices()).toEqual(before);
    await expect(page.getByRole('button', { name: 'Sold Out' })).toHaveCount(0);
  });

  test('"Price low to high" sorts by the price the shopper pays, sale prices included', async ({
    page,
  }) => {
    await page.goto('/all-fragrances?sort=LowToHigh');
    await waitForListing(page);
    const pageLinks = await page.getByRole('link', { name: /^Page \d+$/ }).count();
    const cards = await shownPrices(page);
    for (let n = 2; n <= pageLinks; n++) {
      await page.getByRole('link', { name: `Page ${n}`, exact: true }).click();
      await expect(page.getByRole('link', { name: `Page ${n}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      cards.push(...(await shownPrices(page)));
    }
    expect(cards.length).toBeGreaterThan(15);
    expect(ascending(cards.map((card) => card.now))).toBe(true);
    // A sale product before a full-price one that costs more than its sale price and less than
    // its old price: sorted by the old price, it came after it.
    const overtaken = cards.flatMap((sale, at) =>
      sale.was === null
        ? []
        : cards
            .slice(at + 1)
            .filter(
              (other) => other.was === null && other.now > sale.now && other.now < (sale.was ?? 0),
            )
            .map((other) => `${sale.name} before ${other.name}`),
    );
    expect(overtaken.length, 'a sale product overtakes a dearer one').toBeGreaterThan(0);
  });

  test('a product page adds to the cart and the header counts it', async ({ page }) => {
    await page.goto('/all-fragrances?availability=true');
    await waitForListing(page);
    const first = page
      .getByRole('list', { name: 'All Featured Fragrance' })
      .getByRole('article')
      .first();
    const name = await first.getAttribute('aria-label');
    await first.getByRole('link', { name: name ?? '' }).click();
    await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Added', exact: true })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    // No third-party request until the shopper asks for the video.
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('Share on WhatsApp opens wa.me with the product, its price and its page', async ({
    page,
    context,
  }) => {
    // wa.me is outside: a stand-in answers for it, so the test sees the tab open at the URL.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.goto('/all-fragrances?availability=true');
    await waitForListing(page);
    const first = page
      .getByRole('list', { name: 'All Featured Fragrance' })
      .getByRole('article')
      .first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const productUrl = page.url();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Share on WhatsApp' }).click(),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    const opened = new URL(tab.url());
    expect(`${opened.origin}${opened.pathname}`).toBe('https://wa.me/');
    const text = opened.searchParams.get('text') ?? '';
    expect(text).toContain(name);
    expect(text).toMatch(/₦[\d,]+\.\d{2}/);
    expect(text).toContain(productUrl);
  });

  test('the header search lists matching products', async ({ page }) => {
    await page.goto('/');
    // A searchbox until reached for, then the type-ahead's combobox: found by its label.
    const search = page.getByLabel('Search products', { exact: true }).first();
    await search.fill('Dior');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=Dior/);
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(page.getByText(/^Found \d+ product\(s\)$/)).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
    ).toBeVisible();
  });
}
