import { mkdir } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { ADMIN, apiCall, apiToken } from './admin-journey';
import { cartOneProduct, chooseState } from './checkout-delivery';
import { signUpAndSignIn } from './register-shopper';

// Issue 47 ("Delivery as promised") on a phone: a door order to Abuja and a pickup order, each
// with its fee and window before paying, a truthful confirmation, and the order's timeline
// after the admin ships it. Only the UI and fetches from the page: server and mock mode alike.

const main = (page: Page) => page.getByRole('main');
const PASSWORD = 'delivery-journey';

/** One product into the cart, then checkout. */
async function cartOneProductToCheckout(page: Page) {
  await cartOneProduct(page);
  await page.goto('/checkout');
  await expect(main(page).getByRole('button', { name: 'Confirm Order' })).toBeVisible();
}

async function confirmedOrderId(page: Page): Promise<string> {
  await main(page).getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/order\?id=.+/);
  return new URL(page.url()).searchParams.get('id') ?? '';
}

export function defineDeliveryJourneys() {
  test('checks out to Abuja and to a pickup point, then reads the shipped order', async ({
    page,
  }, testInfo) => {
    await signUpAndSignIn(page, { prefix: 'delivery', name: 'Amina Yusuf', password: PASSWORD });

    const doorId = await test.step('door delivery to Abuja: ₦5,000 and its window', async () => {
      await cartOneProductToCheckout(page);
      const shipping = main(page).getByTestId('checkout-shipping');
      // No destination yet: the cart's Lagos wording or fee.
      await expect(main(page).getByText(/Choose your state or a pickup point/)).toBeVisible();
      await main(page).getByRole('textbox', { name: 'Phone' }).fill('0803 123 4567');
      await main(page).getByRole('textbox', { name: 'Address' }).fill('5 Aminu Kano Crescent');
      await main(page).getByRole('textbox', { name: 'City' }).fill('Wuse 2');
      await chooseState(page, 'FCT');
      await expect(shipping).toHaveText('₦5,000.00');
      const estimate = main(page).getByTestId('delivery-estimate');
      await expect(estimate).toContainText('Delivery zone: Rest of Nigeria. Estimated delivery:');
      if (testInfo.project.name.startsWith('server')) {
        await mkdir('bench-results', { recursive: true });
        await page.screenshot({ path: 'bench-results/checkout-phone.png', fullPage: true });
      }
      const id = await confirmedOrderId(page);
      await expect(page.getByText('YOUR ORDER HAS BEEN RECEIVED')).toBeVisible();
      await expect(page.getByTestId('order-destination')).toContainText(
        'Door Delivery: 5 Aminu Kano Crescent, Wuse 2, FCT',
      );
      await expect(page.getByTestId('order-window')).toContainText('Estimated delivery:');
      await expect(page.getByTestId('order-payment-words')).toHaveText(
        'Pay on delivery: cash or transfer to the courier',
      );
      await expect(page.getByText(/A receipt has been e-mailed to delivery-/)).toBeVisible();
      return id;
    });

    await test.step('pickup at FragranceHub Wuse: ₦1,000, no address asked', async () => {
      await cartOneProductToCheckout(page);
      await main(page).getByRole('textbox', { name: 'Phone' }).fill('+234 901 234 5678');
      await main(page).getByRole('radio', { name: 'Pick up' }).check();
      await expect(main(page).getByRole('textbox', { name: 'Address' })).toBeHidden();
      await main(page).getByPlaceholder('Choose where to collect').click();
      await page.getByRole('option', { name: 'FragranceHub Wuse (FCT)' }).click();
      await expect(main(page).getByTestId('checkout-shipping')).toHaveText('₦1,000.00');
      await expect(main(page).getByTestId('delivery-estimate')).toContainText(
        'Pick up at FragranceHub Wuse',
      );
      await confirmedOrderId(page);
      await expect(page.getByTestId('order-destination')).toContainText(
        'Pick up: Pick up at FragranceHub Wuse',
      );
      await expect(page.getByTestId('order-window')).toContainText('Ready for pickup:');
    });

    await test.step('the admin ships the Abuja order; the shopper reads the timeline', async () => {
      const adminToken = await apiToken(page, ADMIN);
      const shipped = await apiCall(page, 'PUT', `orders/status/${doorId}`, {
        token: adminToken,
        json: { status: 'Shipped' },
      });
      expect(shipped.status).toBe(200);
      await page.goto(`/dashboard/user/orders/${doorId}`);
      const timeline = main(page).getByTestId('order-timeline');
      await expect(timeline.getByText('Order placed')).toBeVisible();
      await expect(timeline.getByText('Shipped')).toBeVisible();
      await expect(timeline.getByText(/by the shop/)).toBeVisible();
      await expect(timeline.getByText('Estimated delivery')).toBeVisible();
      await expect(main(page).getByTestId('timeline-window')).toHaveText(/^\w{3} \d{1,2} \w{3}/);
      await main(page).getByRole('link', { name: 'Print receipt' }).click();
      const receipt = main(page).getByTestId('receipt');
      await expect(receipt).toContainText('FragranceHub');
      await expect(receipt).toContainText('Prices include VAT');
      await expect(receipt).toContainText('₦5,000.00');
    });
  });
}
