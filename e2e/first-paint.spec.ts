import { expect, test } from '@playwright/test';

// What a shopper on a slow connection sees before any script has run: the server's HTML alone.
test.describe('first paint without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('Home arrives with the header and the first hero slide, whose Shop Now already works', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('FragranceHub', { exact: true })).toBeVisible();
    await expect(page.getByText('Classic Elegance')).toBeVisible();
    const hero = page.locator('.app-shell-hero img');
    await expect(hero).toHaveAttribute('src', '/images/hero-1.webp');
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/all-fragrances',
    );
  });

  test('other pages arrive with the header only, never the home hero', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('FragranceHub', { exact: true })).toBeVisible();
    await expect(page.getByText('Classic Elegance')).toHaveCount(0);
  });
});
