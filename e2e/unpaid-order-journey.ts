import { expect } from '@playwright/test';
import { test } from './journey-test';
import { shortOrderNumber } from '../contract/rules/order-number';
import { ADMIN, apiToken, logIn, placeOrderByApi } from './admin-journey';
import { MOCK } from './project-tags';

/**
 * Issue 57's guard on money: a Paystack order whose payment has not arrived is shipped or
 * delivered only once the admin confirms it. Neither `npm start` nor mock mode has a Paystack key,
 * so the order waits on the built-in test gateway, unpaid. The admin places it (any signed-in
 * account may), which leaves the demo shopper's order allowance to the other journeys.
 */
export function defineUnpaidOrderJourney() {
  test(
    'the admin is asked before delivering an unpaid Paystack order',
    { tag: MOCK },
    async ({ page }) => {
      await logIn(page, ADMIN);
      await expect(page).toHaveURL(/\/dashboard\/admin$/);
      const token = await apiToken(page, ADMIN);
      const orderId = await placeOrderByApi(page, token, { paymentMethod: 'paystack' });
      const number = shortOrderNumber(orderId);

      await page.goto(`/dashboard/admin/orders?q=${number.toLowerCase()}`);
      const card = page.getByRole('article', { name: `Order ${number}` });
      await expect(card.getByTestId('order-payment')).toHaveText('Awaiting payment');
      const status = card
        .getByRole('textbox', { name: 'Order status' })
        .or(card.getByRole('combobox', { name: 'Order status' }))
        .first();
      const dialog = page.getByRole('dialog', { name: 'Deliver unpaid?' });

      await status.click();
      await page.getByRole('option', { name: 'Delivered', exact: true }).click();
      await expect(dialog).toContainText('the payment has not arrived');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(status).toHaveValue('Not processed');

      await status.click();
      await page.getByRole('option', { name: 'Delivered', exact: true }).click();
      await dialog.getByRole('button', { name: 'Deliver unpaid' }).click();
      await expect(page.getByText('Order status changed to "Delivered"')).toBeVisible();
      await expect(status).toHaveValue('Delivered');
      await expect(card.getByTestId('order-payment')).toHaveText('Awaiting payment');
      await expect(card.getByTestId('timeline-reason')).toHaveText('Confirmed unpaid');
    },
  );
}
