import { expect } from '@playwright/test';
import { test } from './journey-test';

/** The phone the journeys run on; spec files apply it at their top level. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Issue 5's phone journeys (390 px): they run on the server and in mock mode. */
export function defineStorefrontMobileJourneys() {
  test('the side menu lists the mobile entries and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    for (const entry of [
      'Home',
      'All Fragrance',
      'New Arrival',
      'Blogs',
      'Contact Us',
      'My Account',
      'Help',
      'FAQ',
      'Shipping Information',
    ]) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'New Arrival', exact: true }).click();
    await expect(page).toHaveURL(/\/new-arrivals$/);
    await expect(page.getByRole('heading', { name: 'New Arrivals', level: 1 })).toBeVisible();
  });

  test('the top search panel searches', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    // A searchbox until reached for, then the type-ahead's combobox: found by its label in the
    // panel's search form (the header's own is hidden on a phone).
    const box = page.getByRole('search').last().getByLabel('Search products', { exact: true });
    await box.fill('Rose');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=Rose/);
    await expect(page.getByText(/^Found \d+ product\(s\)$|^No products found$/)).toBeVisible({
      timeout: 20_000,
    });
  });

  test('the filter slide-out filters, counts and clears', async ({ page }) => {
    await page.goto('/all-fragrances');
    await expect(page.getByText('Showing 15 of 64 Products')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('group', { name: 'Availability' }).getByText('Out of Stock').click();
    await expect(drawer.getByText('1 selected')).toBeVisible();
    await drawer.getByRole('button', { name: 'View Results' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(/^Showing (\d+) of \1 Products$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('button', { name: 'Clear' })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Filters' }).getByText('0 selected'),
    ).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('button', { name: 'View Results' })
      .click();
    await expect(page.getByText('Showing 15 of 64 Products')).toBeVisible();
  });

  test('home on a phone shows the mobile reviews and four blog cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('mobile-blog').getByRole('article')).toHaveCount(4);
    await expect(page.getByTestId('desktop-blog')).toBeHidden();
    await expect(page.getByTestId('mobile-reviews').getByRole('figure')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Next reviews' })).toBeHidden();
  });
}
