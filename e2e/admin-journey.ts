import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { shortOrderNumber } from '../contract/rules/order-number';
import { MOCK, POSTGRES } from './project-tags';

/**
 * The admin journey of issue 7. Every API call goes through the page's own fetch, so the same
 * journey runs against the real server and in mock mode (where MSW answers inside the page).
 */

export const ADMIN = { identifier: 'admin@fragrancehub.ng', password: 'admin12345' };
export const SHOPPER = { identifier: 'sisi@email.com', password: 'password' };

// Two different, valid 1×1 PNGs (the server sniffs the bytes, not the name).
const PNG_RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==',
  'base64',
);

interface ApiAnswer {
  status: number;
  body: unknown;
}

export async function apiCall(
  page: Page,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, token, json }) => {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (json !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/api/v1/${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body };
    },
    { method, path, token: options.token, json: options.json },
  );
}

/**
 * Places an order of one unit of the first demo product with stock to spare, through the API as
 * the shopper with `token`; `payment` adds to the request (a payment method). Answers its id.
 */
export async function placeOrderByApi(
  page: Page,
  token: string,
  payment: Record<string, unknown> = {},
): Promise<string> {
  const list = await apiCall(page, 'GET', 'product/all?page=1&limit=50');
  const products = (list.body as { products: { isAvailable: boolean; quantity: number }[] })
    .products;
  const inStock = products.find((p) => p.isAvailable && p.quantity > 2);
  expect(inStock).toBeDefined();
  const placed = await apiCall(page, 'POST', 'product/payment', {
    token,
    json: { paymentRef: true, ...payment, cartItems: [{ ...inStock, isAdded: true, addedQty: 1 }] },
  });
  expect(placed.status).toBe(201);
  return (placed.body as { order: { _id: string } }).order._id;
}

export async function apiToken(page: Page, credentials: typeof ADMIN): Promise<string> {
  const answer = await apiCall(page, 'POST', 'auth/login', { json: credentials });
  expect(answer.status).toBe(200);
  return (answer.body as { user: { token: string } }).user.token;
}

export async function logIn(page: Page, credentials: typeof ADMIN) {
  await page.goto('/login');
  // The login page comes prefilled with the shopper's demo values: replace them.
  const identifier = page.getByLabel('Email or Username');
  await identifier.clear();
  await identifier.fill(credentials.identifier);
  const password = page.getByLabel('Password', { exact: true });
  await password.clear();
  await password.fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function chooseOption(page: Page, label: string, option: string) {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function defineAdminJourney() {
  test(
    'an admin manages categories, products with images and order status',
    { tag: [MOCK, POSTGRES] },
    async ({ page }) => {
      // A long journey: 195 s more than the project gives one (240 s on the server; in mock mode
      // the mock database's boot budget stays on top, see mock-boot.ts).
      test.setTimeout(test.info().timeout + 195_000);
      const stamp = Date.now().toString(36);
      const categoryName = `E2E ${stamp}`.slice(0, 32);
      const productName = `E2E Oud ${stamp}`;

      await test.step('the admin logs in and lands on /dashboard/admin', async () => {
        await logIn(page, ADMIN);
        await expect(page).toHaveURL(/\/dashboard\/admin$/);
        await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
        await expect(page.getByRole('cell', { name: 'Store Manager' })).toBeVisible();
        await expect(page).toHaveTitle('Admin dashboard | FragranceHub');
      });

      await test.step('creates a category', async () => {
        await page.getByRole('link', { name: 'Create category' }).click();
        await page.getByRole('textbox', { name: 'Name' }).fill(categoryName);
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByText('Category created successfully')).toBeVisible();
        await expect(page.getByRole('button', { name: categoryName })).toBeVisible();
        await expect(page).toHaveTitle('Categories | FragranceHub');
      });

      await test.step('creates a product with two uploaded images', async () => {
        await page.goto('/dashboard/admin-product');
        await page.locator('input[type="file"]').setInputFiles([
          { name: 'one.png', mimeType: 'image/png', buffer: PNG_RED },
          { name: 'two.png', mimeType: 'image/png', buffer: PNG_BLUE },
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
        ]);
        await expect(page.getByText(/Only image files can be added: "notes.txt"/)).toBeVisible();
        await expect(page.getByRole('button', { name: /^Remove new image/ })).toHaveCount(2);
        await page.getByRole('textbox', { name: 'Name' }).fill(productName);
        await page
          .getByRole('textbox', { name: 'Description' })
          .fill('A warm oud for the journey test.');
        await page.getByRole('textbox', { name: 'Price' }).fill('12500');
        await page.getByRole('textbox', { name: 'Quantity' }).fill('5');
        await chooseOption(page, 'Category', categoryName);
        await chooseOption(page, 'Gender', 'Unisex');
        await chooseOption(page, 'Brand', 'Armaf');
        await chooseOption(page, 'Size', '100 ml (3.4 oz)');
        await page.getByRole('button', { name: 'Create Product' }).click();
        await expect(page.getByText('Product created successfully')).toBeVisible();
        await expect(page.getByText(/Going back to the products list in \d s/)).toBeVisible();
        await page.getByRole('button', { name: 'Go now' }).click();
        await expect(page).toHaveURL(/\/dashboard\/admin-products$/);
      });

      let slug = '';
      await test.step('finds it in the admin table and on the storefront', async () => {
        await expect(page.getByRole('table').getByText(productName, { exact: true })).toBeVisible();
        await page.getByRole('link', { name: `Detail of ${productName}` }).click();
        await expect(page.getByRole('heading', { name: productName })).toBeVisible();
        slug = decodeURIComponent(page.url().split('/detail/')[1] ?? '');
        expect(slug).not.toBe('');
        await expect(page.getByRole('button', { name: /^Show image \d of 2$/ })).toHaveCount(2);

        await page.goto(`/search?keyword=${encodeURIComponent(productName)}`);
        await expect(page.getByText('Found 1 product(s)')).toBeVisible();
        await page.getByRole('link', { name: productName }).first().click();
        await expect(page).toHaveURL(/\/detail\/[^/]+$/);
        await expect(page.getByRole('heading', { name: productName })).toBeVisible();
      });

      await test.step('updates its price and removes one image', async () => {
        await page.goto(`/dashboard/admin-product/detail/${slug}`);
        await page.getByRole('link', { name: 'Update' }).click();
        await expect(page).toHaveURL(/\/dashboard\/admin-product\/update\//);
        const price = page.getByRole('textbox', { name: 'Price' });
        await expect(price).toHaveValue(/12,?500/);
        await price.fill('15000');
        await page.getByRole('button', { name: 'Remove image 1' }).click();
        await expect(page.getByRole('button', { name: /^Remove image/ })).toHaveCount(1);
        await page.getByRole('button', { name: 'Update Product' }).click();
        await expect(page.getByText('Product updated successfully')).toBeVisible();
        // Without "Go now" the form returns to the list by itself after 5 s.
        await expect(page).toHaveURL(/\/dashboard\/admin-products$/, { timeout: 8_000 });
        const answer = await apiCall(page, 'GET', `product/slug/${slug}`);
        const product = (answer.body as { product: { price: number; images: unknown[] } }).product;
        expect(product.price).toBe(15000);
        expect(product.images).toHaveLength(1);
      });

      await test.step('deletes it through the modal', async () => {
        await page.goto(`/dashboard/admin-product/detail/${slug}`);
        await page.getByRole('button', { name: 'Delete' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete product' });
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await expect(page.getByText(`"${productName}" is deleted`).first()).toBeVisible();
        await expect(page).toHaveURL(/\/dashboard\/admin-products$/, { timeout: 8_000 });
        expect((await apiCall(page, 'GET', `product/slug/${slug}`)).status).toBe(404);
      });

      await test.step("changes an order's status and the shopper sees it", async () => {
        const shopperToken = await apiToken(page, SHOPPER);
        const orderId = await placeOrderByApi(page, shopperToken);

        await page.goto('/dashboard/admin/orders');
        const card = page.getByRole('article', { name: `Order ${shortOrderNumber(orderId)}` });
        await card
          .getByRole('textbox', { name: 'Order status' })
          .or(card.getByRole('combobox', { name: 'Order status' }))
          .first()
          .click();
        await page.getByRole('option', { name: 'Shipped', exact: true }).click();
        await expect(page.getByText('Order status changed to "Shipped"')).toBeVisible();

        // Same browser context: in mock mode the database lives in this context's page.
        const shopperPage = page;
        await page.getByRole('button', { name: 'Account' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await expect(page).toHaveURL(/\/$/);
        await logIn(shopperPage, SHOPPER);
        await expect(shopperPage).toHaveURL(/\/dashboard\/user$/);
        await shopperPage.goto('/dashboard/user/orders');
        const mine = shopperPage.getByRole('article', {
          name: `Order ${shortOrderNumber(orderId)}`,
        });
        await expect(mine.getByTestId('order-status')).toHaveText('Shipped');

        // A shopper opening any admin route lands on /, and the API refuses their admin calls.
        for (const path of [
          '/dashboard/admin',
          '/dashboard/admin-products',
          '/dashboard/admin/orders',
        ]) {
          await shopperPage.goto(path);
          await expect(shopperPage).toHaveURL(/\/$/);
        }
        const refusals = await Promise.all([
          apiCall(shopperPage, 'GET', 'orders/all', { token: shopperToken }),
          apiCall(shopperPage, 'POST', 'category/create', {
            token: shopperToken,
            json: { name: 'Nope' },
          }),
          apiCall(shopperPage, 'PUT', `orders/status/${orderId}`, {
            token: shopperToken,
            json: { status: 'Cancelled' },
          }),
        ]);
        expect(refusals.map((r) => r.status)).toEqual([403, 403, 403]);
      });
    },
  );
}
