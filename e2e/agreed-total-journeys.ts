import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './journey-test';
import { ADMIN, apiCall, apiToken } from './admin-journey';
import { cartOneProduct, fillDelivery } from './checkout-delivery';
import { formatNaira } from '../contract/rules/currency';
import { MOCK } from './project-tags';
import { signUpAndSignIn } from './register-shopper';

// Issue 57 ("What the device shows is what the shop charges"): the shop's delivery rules reach
// the device with its catalogue, and an order goes out only at a total the shopper was shown.
// The admin's change is made through the API from the page (mock mode's API lives in the page).

const main = (page: Page) => page.getByRole('main');
const PASSWORD = 'agreed-total';

interface Zone {
  id: string;
  fee: number;
}

/** An admin's call to the API: from the page, or (while the page is offline) from elsewhere. */
type AdminCall = (method: 'GET' | 'PUT', path: string, json?: unknown) => Promise<ApiAnswer>;
interface ApiAnswer {
  status: number;
  body: unknown;
}

const fromPage =
  (page: Page, token: string): AdminCall =>
  (method, path, json) =>
    apiCall(page, method, path, { token, json });

const fromElsewhere =
  (request: APIRequestContext, token: string): AdminCall =>
  async (method, path, json) => {
    const res = await request.fetch(`/api/v1/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      data: json,
    });
    return { status: res.status(), body: await res.json() };
  };

/** Sets the Lagos zone's fee (naira), keeping every other setting; answers the fee it had. */
async function setLagosFee(call: AdminCall, fee: number): Promise<number> {
  const current = await call('GET', 'admin/delivery');
  expect(current.status).toBe(200);
  const settings = current.body as { zones: Zone[]; pickupPoints: unknown[] };
  const lagos = settings.zones.find((zone) => zone.id === 'lagos');
  expect(lagos).toBeDefined();
  const saved = await call('PUT', 'admin/delivery', {
    zones: settings.zones.map((zone) => (zone.id === 'lagos' ? { ...zone, fee } : zone)),
    pickupPoints: settings.pickupPoints,
  });
  expect(saved.status).toBe(200);
  return lagos?.fee ?? 0;
}

const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

export function defineAgreedTotalJourneys() {
  test(`the admin changes the Lagos fee and the shopper's cart shows it ${MOCK}`, async ({
    page,
  }) => {
    // The products drawn, the API answers (in mock mode, once the page has started it).
    await cartOneProduct(page);
    const token = await apiToken(page, ADMIN);
    await page.goto('/cart');
    const shipping = main(page).getByTestId('cart-shipping');
    await expect(shipping).toHaveText('₦2,000.00');
    const admin = fromPage(page, token);
    const before = await setLagosFee(admin, 2500);
    try {
      await page.reload();
      await expect(shipping).toHaveText('₦2,500.00');
      const subtotal = naira(await main(page).getByTestId('cart-subtotal').textContent());
      await expect(main(page).getByTestId('cart-total')).toHaveText(formatNaira(subtotal + 2500));
    } finally {
      await setLagosFee(admin, before);
    }
  });

  test(`an order confirmed at the old fee asks the shopper before it is placed at the new one ${MOCK}`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    // On the server the order waits offline while the fee changes; mock mode's API answers in the
    // page even offline, so there the page is simply older than the change.
    const offline = testInfo.project.name !== 'mock';
    await signUpAndSignIn(page, { prefix: 'agreed', name: 'Tola Bello', password: PASSWORD });
    const token = await apiToken(page, ADMIN);
    await cartOneProduct(page);
    await page.goto('/checkout');
    await fillDelivery(page, 'Lagos');
    await expect(main(page).getByTestId('checkout-shipping')).toHaveText('₦2,000.00');
    const shown = naira(await main(page).getByTestId('checkout-total').textContent());

    // The page is offline on the server: the admin works from elsewhere.
    const admin = offline ? fromElsewhere(request, token) : fromPage(page, token);
    // The fee before the change, put back at the end.
    let previous: number | undefined;
    const raiseFee = async () => {
      previous = await setLagosFee(admin, 2500);
    };

    try {
      if (offline) {
        await context.setOffline(true);
        await main(page).getByRole('button', { name: 'Confirm Order' }).click();
        await expect(page.getByText('Your order is waiting for connection')).toBeVisible();
        await raiseFee();
        await context.setOffline(false);
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
      } else {
        await raiseFee();
        await main(page).getByRole('button', { name: 'Confirm Order' }).click();
      }

      // Nothing is placed at a total the shopper did not see: the page asks first.
      await expect(page.getByRole('heading', { name: 'The total has changed' })).toBeVisible({
        timeout: 20_000,
      });
      const comparison = page.getByRole('table', {
        name: 'The total you were shown and the total now',
      });
      const total = comparison.getByRole('row', { name: /^Total/ });
      const format = formatNaira;
      await expect(total).toContainText(format(shown));
      await expect(total).toContainText(format(shown + 500));
      const before = await apiCall(page, 'GET', 'orders', { token: await shopperToken(page) });
      const count = (before.body as { orders: unknown[] }).orders.length;

      await page.getByRole('button', { name: `Place order at ${format(shown + 500)}` }).click();
      await expect(page).toHaveURL(/\/order\?id=.+/, { timeout: 20_000 });
      const after = await apiCall(page, 'GET', 'orders', { token: await shopperToken(page) });
      const orders = (after.body as { orders: { totalAmount: number; shippingFee: number }[] })
        .orders;
      expect(orders).toHaveLength(count + 1);
      expect(orders[0]).toMatchObject({ totalAmount: shown + 500, shippingFee: 2500 });
    } finally {
      await context.setOffline(false);
      if (previous !== undefined) await setLagosFee(admin, previous);
    }
  });
}

/** The signed-in shopper's token, as the app keeps it (the `auth` storage key). */
async function shopperToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('auth') ?? '{}') as { user?: { token?: string } }).user
        ?.token ?? '',
  );
}
