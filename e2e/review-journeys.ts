import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { ADMIN, apiCall, apiToken } from './admin-journey';
import { signUpAndSignIn } from './register-shopper';

// Issue 48's reviews: a buyer whose order was delivered rates the product from the order's page
// and sees the new mean on the product page and on its card. Only the UI and fetches from the
// page: server and mock mode alike.

const main = (page: Page) => page.getByRole('main');
const PASSWORD = 'review-journey';

interface WireProduct {
  _id: string;
  name: string;
  quantity: number;
  isAvailable: boolean;
  reviewCount?: number;
}

export function defineReviewJourneys() {
  test('a buyer rates a delivered order and sees the new mean on the card', async ({ page }) => {
    await signUpAndSignIn(page, { prefix: 'review', name: 'Chidi Okafor', password: PASSWORD });

    const { product, orderId } = await test.step('the order is placed and delivered', async () => {
      const all = await apiCall(page, 'GET', 'product/all?limit=100');
      const products = (all.body as { products: WireProduct[] }).products;
      const product = products.find(
        (p) => p.isAvailable && p.quantity >= 2 && (p.reviewCount ?? 0) === 0,
      );
      if (!product) throw new Error('no unreviewed product in stock');
      const buyerToken = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('auth') ?? 'null') as { user: { token: string } }).user
            .token,
      );
      const placed = await apiCall(page, 'POST', 'product/payment', {
        token: buyerToken,
        json: {
          paymentRef: true,
          paymentMethod: 'on_delivery',
          cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
        },
      });
      expect(placed.status).toBe(201);
      const orderId = (placed.body as { order: { _id: string } }).order._id;
      const delivered = await apiCall(page, 'PUT', `orders/status/${orderId}`, {
        token: await apiToken(page, ADMIN),
        json: { status: 'Delivered' },
      });
      expect(delivered.status).toBe(200);
      return { product, orderId };
    });

    await test.step('"Rate your order" leads to the form; the review is posted', async () => {
      await page.goto(`/dashboard/user/orders/${orderId}`);
      await main(page)
        .getByRole('link', { name: `Rate ${product.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/detail/${product._id}#review$`));
      const reviews = main(page).getByRole('region', { name: 'Reviews' });
      const submit = reviews.getByRole('button', { name: 'Submit review' });
      await expect(submit).toBeVisible({ timeout: 20_000 });
      // The fifth star, as a pointer clicks it (its label draws the star).
      const star = reviews.getByRole('radio', { name: '5 stars' });
      await reviews.locator(`label[for="${await star.getAttribute('id')}"]`).click();
      await reviews
        .getByRole('textbox', { name: 'Your review (optional)' })
        .fill('Smells <b>great</b>');
      await submit.click();
      await expect(reviews.getByRole('status')).toHaveText('Thank you! Your review is posted.');
      // In the list as plain text (the form, kept for editing, holds it too).
      await expect(
        reviews.getByTestId('review').getByText('Smells <b>great</b>', { exact: true }),
      ).toBeVisible();
      await expect(main(page).getByText('5.0 · 1 Review')).toBeVisible();
    });

    await test.step('the card shows the new mean and its count', async () => {
      await page.goto(`/search?keyword=${encodeURIComponent(product.name)}`);
      const card = main(page).getByRole('article', { name: product.name }).first();
      const rating = card.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' });
      await expect(rating).toBeVisible({ timeout: 20_000 });
      await expect(rating).toHaveText('★ 5.0 (1)');
    });
  });
}
