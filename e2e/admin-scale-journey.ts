import { readFile } from 'node:fs/promises';
import { DEMO_DELIVERY } from '../contract/rules/delivery';
import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { shortOrderNumber } from '../contract/rules/order-number';
import { parseCsv } from '../contract/test-support/parse-csv';
import { ADMIN, apiCall, apiToken, logIn } from './admin-journey';

/**
 * The admin journey of issue 17: orders found by a piece of their id with their delivery details,
 * filtered by status, stock running out found from the dashboard, and the orders exported as
 * CSV. Same-origin fetches only, so it runs on the server, on PostgreSQL and in mock mode.
 */

interface ListedProduct {
  _id: string;
  name: string;
  quantity: number;
  isAvailable: boolean;
}

const DELIVERY = [
  { fullName: 'Chiamaka Obi', phone: '+234 803 555 0101', city: 'Ikeja', region: 'Lagos' },
  { fullName: 'Emeka Nwosu', phone: '+234 805 555 0202', city: 'Wuse', region: 'FCT' },
  { fullName: 'Halima Bello', phone: '+234 807 555 0303', city: 'Kano', region: 'Kano' },
];

/**
 * A shopper of this run's own: the demo shopper's orders count against a per-account rate limit
 * that the other journeys on the same server need.
 */
async function registerShopper(page: Page, stamp: string): Promise<string> {
  const answer = await page.evaluate(async (email) => {
    const form = new FormData();
    form.append('name', 'Scale Shopper');
    form.append('username', '');
    form.append('email', email);
    form.append('password', 'scale-journey-pass');
    const response = await fetch('/api/v1/auth/register', { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as unknown };
  }, `scale-${stamp}@example.com`);
  expect([200, 201]).toContain(answer.status);
  return (answer.body as { user: { token: string } }).user.token;
}

async function inStockProducts(page: Page): Promise<ListedProduct[]> {
  const list = await apiCall(page, 'GET', 'product/all?page=1&limit=200');
  return (list.body as { products: ListedProduct[] }).products.filter(
    (p) => p.isAvailable && p.quantity > 12,
  );
}

export function defineAdminScaleJourney() {
  test('an admin finds, filters and exports orders and finds stock running out', async ({
    page,
  }) => {
    test.setTimeout(test.info().timeout + 120_000);
    const stamp = Date.now().toString(36);
    // Any page of the app gives the journey's fetches their origin (and mock mode its API).
    await page.goto('/login');
    // Drawn only once the API answers (in mock mode: once the page's worker has started).
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const shopperToken = await registerShopper(page, stamp);
    const adminToken = await apiToken(page, ADMIN);
    const products = await inStockProducts(page);
    expect(products.length).toBeGreaterThan(3);

    const orderIds: string[] = [];
    await test.step('a new shopper places three orders with delivery details', async () => {
      for (const [i, delivery] of DELIVERY.entries()) {
        const product = products[i] as ListedProduct;
        const placed = await apiCall(page, 'POST', 'product/payment', {
          token: shopperToken,
          json: {
            paymentRef: true,
            cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
            shipping: {
              deliveryMethod: 'door',
              ...delivery,
              fullName: delivery.fullName,
              address: `${12 + i} Journey Street`,
            },
          },
        });
        expect(placed.status).toBe(201);
        orderIds.push((placed.body as { order: { _id: string } }).order._id);
      }
    });
    const [first, second] = orderIds as [string, string, string];

    await test.step('the admin finds one by the last 6 characters of its id', async () => {
      await logIn(page, ADMIN);
      await expect(page).toHaveURL(/\/dashboard\/admin$/);
      await page.getByRole('link', { name: 'Manage orders' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search orders' }).fill(second.slice(-6));
      await expect(page).toHaveURL(new RegExp(`q=${second.slice(-6)}`));
      const card = page.getByRole('article', { name: `Order ${shortOrderNumber(second)}` });
      await expect(card).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      const delivery = card.getByRole('definition');
      await expect(delivery.filter({ hasText: '13 Journey Street' })).toBeVisible();
      await expect(delivery.filter({ hasText: '+234 805 555 0202' })).toBeVisible();
      await expect(delivery.filter({ hasText: 'Door Delivery' })).toBeVisible();
      // The bookmark opens the same view.
      await page.reload();
      await expect(
        page.getByRole('article', { name: `Order ${shortOrderNumber(second)}` }),
      ).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(
        second.slice(-6),
      );
    });

    await test.step('filters to Delivered and sees only delivered orders', async () => {
      const delivered = await apiCall(page, 'PUT', `orders/status/${first}`, {
        token: adminToken,
        json: { status: 'Delivered' },
      });
      expect(delivered.status).toBe(200);
      await page.goto('/dashboard/admin/orders');
      await page.getByText(/^Delivered \(\d[\d,]*\)$/).click();
      await expect(page).toHaveURL(/status=Delivered/);
      const statuses = page.getByRole('article').locator('input[aria-label="Order status"]');
      // The previous cards stay (dimmed) until the filtered page arrives: poll until it has.
      await expect
        .poll(async () => [
          ...new Set(
            await statuses.evaluateAll((inputs) =>
              inputs.map((input) => (input as HTMLInputElement).value),
            ),
          ),
        ])
        .toEqual(['Delivered']);
      await page.getByRole('searchbox', { name: 'Search orders' }).fill(first);
      await expect(
        page.getByRole('article', { name: `Order ${shortOrderNumber(first)}` }),
      ).toBeVisible();
    });

    await test.step('sells a product down to 2 and finds it from the dashboard', async () => {
      const product = products[3] as ListedProduct;
      const set = await apiCall(page, 'PUT', `admin/products/${product._id}/stock`, {
        token: adminToken,
        json: { quantity: 12 },
      });
      expect(set.status).toBe(200);
      const sold = await apiCall(page, 'POST', 'product/payment', {
        token: shopperToken,
        json: {
          paymentRef: true,
          cartItems: [{ ...product, quantity: 12, isAdded: true, addedQty: 10 }],
          shipping: {
            deliveryMethod: 'pickup',
            fullName: 'Bulk Buyer',
            phone: '+234 809 555 0404',
            pickupPointId: DEMO_DELIVERY.pickupPoints[0]?._id,
          },
        },
      });
      expect(sold.status).toBe(201);
      orderIds.push((sold.body as { order: { _id: string } }).order._id);

      await page.goto('/dashboard/admin');
      const lowStock = page.getByTestId('low-stock-link');
      await expect(lowStock).toContainText(/Low stock: [1-9]/);
      await lowStock.click();
      await expect(page).toHaveURL(/\/dashboard\/admin\/low-stock/);
      await expect(page.getByRole('heading', { level: 1, name: 'Low stock' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: product.name });
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell').nth(2)).toHaveText('2');

      // Restocked from the view: the product leaves the list.
      await row.getByRole('textbox', { name: `Stock of ${product.name}` }).fill('40');
      await row.getByRole('button', { name: `Save stock of ${product.name}` }).click();
      await expect(page.getByText(`Stock of "${product.name}" set to 40`)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: product.name })).toHaveCount(0);
    });

    await test.step('exports the orders as CSV and the file parses', async () => {
      // The stamp is in this run's buyer's email: all four of their orders.
      await page.goto(`/dashboard/admin/orders?q=${stamp}`);
      await expect(page.getByTestId('order-count')).toHaveText('4 orders');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.subarray(3).toString('utf8'));
      const [header, ...records] = rows as [string[], ...string[][]];
      expect(header).toContain('Order ID');
      expect(records).toHaveLength(4);
      const idColumn = header.indexOf('Order ID');
      const totalColumn = header.findIndex((name) => name.startsWith('Total'));
      expect(records.map((r) => r[idColumn]).sort()).toEqual([...orderIds].sort());
      for (const record of records) expect(Number(record[totalColumn])).toBeGreaterThan(0);
    });
  });
}
