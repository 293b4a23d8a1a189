import { expect, type Page } from '@playwright/test';

/**
 * Gives checkout what every order now needs (issue 47): a Nigerian phone for the courier and,
 * when the account keeps no address, a door address in `state`. The fee and window show once
 * the state is known.
 */
export async function fillDelivery(page: Page, state = 'Lagos') {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Phone' }).fill('0803 123 4567');
  const address = form.getByRole('textbox', { name: 'Address' });
  if ((await address.inputValue()) === '') {
    await address.fill('12 Admiralty Way');
    await form.getByRole('textbox', { name: 'City' }).fill('Lekki');
  }
  await chooseState(page, state);
}

/** Picks `state` in checkout's searchable state list, by typing part of it. */
export async function chooseState(page: Page, state: string) {
  const select = page.getByRole('main').getByPlaceholder('Search your state');
  if ((await select.inputValue()) === state) return;
  await select.fill(state.slice(0, 3));
  await page.getByRole('option', { name: state, exact: true }).click();
  await expect(select).toHaveValue(state);
}

/**
 * The listing's first product into the cart: one in stock, under ₦300,000 (so no zone's
 * free-from applies), as the demo catalogue orders it.
 */
export async function cartOneProduct(page: Page) {
  await page.goto('/all-fragrances');
  const add = page.getByRole('main').getByRole('button', { name: /^Add to cart: .+$/ });
  await expect(add.first()).toBeVisible({ timeout: 20_000 });
  await add.first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}
