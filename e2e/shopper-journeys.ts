import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { fillDelivery } from './checkout-delivery';
import { MAX_UNITS_PER_LINE } from '../contract/constants';
import { MOCK, POSTGRES } from './project-tags';

// Journeys of issue 6. Only the UI, the demo data and same-origin fetches from the page (which go
// through MSW in mock mode), so they run against the real server (shopper.spec.ts) and in mock
// mode (shopper.mock.spec.ts).

const main = (page: Page) => page.getByRole('main');

async function addProductsFromListing(page: Page, count: number) {
  await page.goto('/all-fragrances');
  const addButtons = main(page).getByRole('button', { name: /^Add to cart: .+$/ });
  await expect(addButtons.first()).toBeVisible({ timeout: 20_000 });
  const cartOf = (n: number) =>
    page.getByRole('link', { name: `Cart, ${n} ${n === 1 ? 'item' : 'items'}` });
  for (let i = 1; i <= count; i += 1) {
    // Each click turns that button into 'Added', so the next enabled one is always first. Just
    // after hydration a card can say so a moment after the header counts it (its switch from the
    // server's state is a transition): a tap then is harmless, but the next click must not pick
    // the same card. (A tap before the app has started is repeated once it has.)
    const label = await addButtons.first().getAttribute('aria-label');
    if (!label) throw new Error('an Add to cart button without its label');
    const button = main(page).getByRole('button', { name: label, exact: true });
    await button.click();
    await expect(cartOf(i)).toBeVisible();
    await expect(button).toHaveCount(0);
  }
}

async function logIn(page: Page) {
  await page.goto('/login');
  // The store offers its demo shopper once the form is up (GET /auth/demo-account).
  await expect(main(page).getByLabel('Email or Username')).toHaveValue('sisi@email.com');
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
}

async function ordersOnDashboard(page: Page): Promise<number> {
  await page.goto('/dashboard/user/orders');
  const count = page.getByTestId('order-count');
  const empty = page.getByText('You have not placed any orders yet.');
  await expect(count.or(empty)).toBeVisible();
  if (await empty.isVisible()) return 0;
  return Number.parseInt((await count.textContent()) ?? '0', 10);
}

export function defineShopperJourneys() {
  test(
    'a visitor fills a cart, logs in, checks out and finds the order',
    { tag: [MOCK, POSTGRES] },
    async ({ page }) => {
      await addProductsFromListing(page, 2);
      await page.getByRole('link', { name: 'Cart, 2 items' }).click();
      await expect(main(page).getByRole('listitem')).toHaveCount(2);
      await expect(page.getByTestId('cart-total')).toContainText('₦');

      await main(page).getByRole('link', { name: 'Login to checkout' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
      await expect(main(page).getByLabel('Email or Username')).toHaveValue('sisi@email.com');
      await main(page).getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/cart$/);

      await main(page).getByRole('link', { name: 'Checkout Now' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await fillDelivery(page);
      await main(page).getByRole('button', { name: 'Confirm Order' }).click();
      await expect(page.getByText('Order created successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/order\?id=.+/);
      await expect(page.getByText('YOUR ORDER HAS BEEN RECEIVED')).toBeVisible();
      // Each page has a title of its own: tabs and screen readers tell them apart.
      await expect(page).toHaveTitle('Order confirmation | FragranceHub');
      // The short order number a person reads (the id's last 8 characters, upper case).
      const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      expect(orderNumber).toMatch(/^[0-9A-F]{8}$/);
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

      await page.getByRole('link', { name: 'see order details' }).click();
      await expect(page).toHaveURL(/\/dashboard\/user\/orders\/[\w-]+$/);
      await expect(page).toHaveTitle(`Order ${orderNumber} | FragranceHub`);
      // The breadcrumb names the order, never its id.
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByText(`Order ${orderNumber}`)).toBeVisible();
      const card = page.getByRole('article', { name: `Order ${orderNumber}` });
      await expect(card.getByTestId('order-status')).toHaveText('Not processed');
      // Checkout's preselected method: the courier is paid.
      await expect(card.getByTestId('order-payment')).toHaveText('Pay on delivery');
      await card.getByRole('button', { name: 'Show products (2)' }).click();
      await expect(card.getByRole('listitem')).toHaveCount(2);
    },
  );

  test('sign-up shows each validation message in order, then succeeds', async ({ page }) => {
    await page.goto('/signup');
    const form = main(page);
    const submit = form.getByRole('button', { name: 'Sign Up' });
    const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });

    await submit.click();
    await expect(toast('Enter all fields')).toBeVisible();

    await form.getByLabel('Name', { exact: true }).fill('Ada Obi');
    await form.getByLabel('Email', { exact: true }).fill('ada');
    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await form.getByLabel('Confirm Password', { exact: true }).fill('secret22');
    await submit.click();
    await expect(toast('Passwords do not match')).toBeVisible();

    await form.getByLabel('Confirm Password', { exact: true }).fill('secret12');
    await submit.click();
    await expect(toast('Invalid email address')).toBeVisible();

    const email = `ada.${Date.now()}@mail.ng`;
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('12345');
    await form.getByLabel('Confirm Password', { exact: true }).fill('12345');
    await submit.click();
    await expect(toast('Enter a valid password')).toBeVisible();

    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await form.getByLabel('Confirm Password', { exact: true }).fill('secret12');
    await submit.click();
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page.getByText(/Redirecting to the home page in 5 s/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  });

  test('"Login to checkout", then Sign Up, brings the new shopper back to the cart', async ({
    page,
  }) => {
    await addProductsFromListing(page, 1);
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await main(page).getByRole('link', { name: 'Login to checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    await expect(page).toHaveTitle('Login | FragranceHub');
    // No Google sign-in exists: nothing offers one.
    await expect(main(page).getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
    await main(page).getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup\?redirect=%2Fcart$/);
    const form = main(page);
    await form.getByLabel('Name', { exact: true }).fill('Bola Cart');
    await form.getByLabel('Email', { exact: true }).fill(`bola.${Date.now()}@mail.ng`);
    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await form.getByLabel('Confirm Password', { exact: true }).fill('secret12');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(/Redirecting to your cart in 5 s/)).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 8_000 });
    await expect(main(page).getByRole('link', { name: 'Checkout Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('logout empties the cart badge', async ({ page }) => {
    await logIn(page);
    await addProductsFromListing(page, 1);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('guards send visitors to /login and shoppers away from admin pages', async ({ page }) => {
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fuser$/);
    await logIn(page);
    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    'an order beyond the stock fails with the reason, the button recovers, stock is unchanged',
    { tag: POSTGRES },
    async ({ page }) => {
      await logIn(page);
      // The cart was filled when more was in stock: ask for one more than there is now. (A product
      // with less in stock than the per-line cap: a stored line above the cap comes back at it.)
      const { id, stock } = await page.evaluate(async (cap) => {
        const response = await fetch('/api/v1/product/all?page=1&limit=100');
        const { products } = (await response.json()) as {
          products: { _id: string; quantity: number; isAvailable: boolean }[];
        };
        const product = products.find((p) => p.isAvailable && p.quantity > 0 && p.quantity < cap);
        if (!product) throw new Error('seed lacks a product with little stock');
        localStorage.setItem(
          'cart',
          JSON.stringify([{ ...product, isAdded: true, addedQty: product.quantity + 1 }]),
        );
        return { id: product._id, stock: product.quantity };
      }, MAX_UNITS_PER_LINE);
      await page.goto('/checkout');
      await fillDelivery(page);
      const confirm = main(page).getByRole('button', { name: 'Confirm Order' });
      await confirm.click();
      await expect(page.getByText(/^Error creating order: .+/)).toBeVisible();
      await expect(confirm).toBeEnabled();
      await expect(page).toHaveURL(/\/checkout$/);
      const after = await page.evaluate(async (productId) => {
        const response = await fetch(`/api/v1/product/${productId}`);
        return ((await response.json()) as { product: { quantity: number } }).product.quantity;
      }, id);
      expect(after).toBe(stock);
    },
  );

  test('a double-clicked Confirm Order creates one order', { tag: POSTGRES }, async ({ page }) => {
    // A shopper of its own: an account may place 10 orders in 10 minutes, and the journeys
    // before this one place several as the demo shopper.
    // Registered from the page, so mock mode's API (MSW) answers it too.
    const email = `double-${Date.now()}@email.com`;
    await page.goto('/login');
    await expect(main(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    const registered = await page.evaluate(async (address) => {
      const body = new FormData();
      body.set('name', 'Double Click');
      body.set('username', '');
      body.set('email', address);
      body.set('password', 'secret12');
      return (await fetch('/api/v1/auth/register', { method: 'POST', body })).ok;
    }, email);
    expect(registered).toBe(true);
    await main(page).getByLabel('Email or Username').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill('secret12');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    const before = await ordersOnDashboard(page);
    await addProductsFromListing(page, 1);
    await page.goto('/checkout');
    await fillDelivery(page);
    await main(page).getByRole('button', { name: 'Confirm Order' }).dblclick();
    await expect(page).toHaveURL(/\/order\?id=.+/);
    expect(await ordersOnDashboard(page)).toBe(before + 1);
  });
}
