import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { fillDelivery } from './checkout-delivery';
import { shortOrderNumber } from '../contract/rules/order-number';
import { ADMIN, logIn, placeOrderByApi } from './admin-journey';
import { MOCK } from './project-tags';

// Journeys of issue 24 ("Take the money"), on the built-in test gateway: neither `npm start` nor
// mock mode has a Paystack key. Only the UI and fetches from the page, so they run against the
// real server (payments.spec.ts) and in mock mode (payments.mock.spec.ts).

const main = (page: Page) => page.getByRole('main');
const paymentPanel = (page: Page) => page.getByRole('region', { name: 'Payment' });
const PASSWORD = 'payments-journey';

/**
 * A shopper of the journey's own, signed in: an account may place 10 orders in 10 minutes, and
 * other journeys order as the demo shopper. Registered from the page, so mock mode's API
 * answers it too. Answers the session token, for API calls made as this shopper.
 */
async function signUpAndSignIn(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}@email.com`;
  await page.goto('/login');
  await expect(main(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  const registered = await page.evaluate(
    async ({ name, email, password }) => {
      const body = new FormData();
      body.set('name', name);
      body.set('username', '');
      body.set('email', email);
      body.set('password', password);
      return (await fetch('/api/v1/auth/register', { method: 'POST', body })).ok;
    },
    { name, email, password: PASSWORD },
  );
  expect(registered).toBe(true);
  await main(page).getByLabel('Email or Username').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  return page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as { user?: { token?: string } };
    return auth.user?.token ?? '';
  });
}

/** Fills the cart with one product and confirms the checkout paying online. */
async function checkOutPayingOnline(page: Page) {
  await page.goto('/all-fragrances');
  const add = main(page).getByRole('button', { name: /^Add to cart: .+$/ });
  await expect(add.first()).toBeVisible({ timeout: 20_000 });
  await add.first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  const methods = main(page).getByRole('radiogroup', { name: 'Payment Method' });
  await methods.getByRole('radio', { name: /^Pay online with Paystack/ }).check();
  await expect(methods.getByRole('radio', { name: /^Pay on delivery/ })).not.toBeChecked();
  await fillDelivery(page);
  await main(page).getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/test-payment\/pay\/[\w.=-]+$/);
  await expect(page.getByText('Test payment: no money moves')).toBeVisible();
  await expect(main(page).getByText(/^₦[\d,]+\.\d\d$/)).toBeVisible();
}

export function definePaymentJourneys() {
  test(
    'a shopper pays online on the test gateway and sees Paid',
    { tag: MOCK },
    async ({ page }) => {
      await signUpAndSignIn(page, 'Paying');
      await checkOutPayingOnline(page);
      await main(page).getByRole('button', { name: 'Pay', exact: true }).click();

      await expect(page).toHaveURL(/\/order\?id=.+&reference=.+/);
      await expect(page.getByText('YOUR ORDER HAS BEEN RECEIVED')).toBeVisible();
      await expect(paymentPanel(page).getByText('Paid', { exact: true })).toBeVisible();
      await expect(paymentPanel(page).getByText('Online (Paystack)')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
      const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      expect(number).toMatch(/^[0-9A-F]{8}$/);

      await page.getByRole('link', { name: 'see order details' }).click();
      const card = page.getByRole('article', { name: `Order ${number}` });
      await expect(card.getByTestId('order-payment')).toHaveText('Paid');
      await expect(card.getByTestId('order-payment-method')).toHaveText('Online (Paystack)');
    },
  );

  test('a shopper whose payment fails pays on delivery instead', async ({ page }) => {
    await signUpAndSignIn(page, 'Failing');
    await checkOutPayingOnline(page);
    await main(page).getByRole('button', { name: 'Fail', exact: true }).click();

    await expect(page).toHaveURL(/\/order\?id=.+&reference=.+/);
    const panel = paymentPanel(page);
    await expect(panel.getByText('Payment failed', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await panel.getByRole('button', { name: 'Pay on delivery instead' }).click();
    await expect(page.getByText('You will pay on delivery')).toBeVisible();
    await expect(panel.getByText('Pay on delivery', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

    // Still so after a reload (the order itself changed, not just this page).
    await page.reload();
    await expect(paymentPanel(page).getByText('Pay on delivery', { exact: true })).toBeVisible();
  });

  test('the admin marks a pay-on-delivery order paid', async ({ page }) => {
    const token = await signUpAndSignIn(page, 'Courier');
    const orderId = await placeOrderByApi(page, token, { paymentMethod: 'on_delivery' });
    const number = shortOrderNumber(orderId);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, ADMIN);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await page.goto(`/dashboard/admin/orders?q=${number.toLowerCase()}`);
    const card = page.getByRole('article', { name: `Order ${number}` });
    await expect(card.getByTestId('order-payment')).toHaveText('Pay on delivery');
    await card.getByRole('button', { name: 'Mark as paid' }).click();
    await page
      .getByRole('dialog', { name: 'Mark as paid?' })
      .getByRole('button', { name: 'Record payment' })
      .click();
    await expect(page.getByText('Payment recorded')).toBeVisible();
    await expect(card.getByTestId('order-payment')).toHaveText('Paid');
    await expect(card.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  });
}
