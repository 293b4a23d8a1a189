import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import {
  AdminProductsResponseSchema,
  ShopSettingsResponseSchema,
} from '../../../contract/schemas/admin';
import { api } from '../../api/client';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, signInAs } from './test-support';

withMockApi();

beforeEach(async () => {
  server.resetHandlers();
  await signInAs(ADMIN_CREDENTIALS);
  await api.put('admin/settings', { json: { lowStockThreshold: 5 } });
});

async function lowStockCount(): Promise<number> {
  const body = await api
    .get('admin/products', { searchParams: { stock: 'low-stock', limit: 1 } })
    .json();
  return AdminProductsResponseSchema.parse(body).productCount;
}

describe('/dashboard/admin/low-stock', () => {
  it('lists products at or under the threshold and corrects one, which then leaves the list', async () => {
    const before = await lowStockCount();
    expect(before).toBeGreaterThan(0);
    const user = userEvent.setup();
    renderRoute('/dashboard/admin/low-stock');
    expect(
      await screen.findByText(
        `${before} ${before === 1 ? 'product' : 'products'} at or under 5 in stock`,
      ),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const quantities = rows.map((row) => Number(within(row).getAllByRole('cell')[2]?.textContent));
    // The emptiest shelves first.
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(quantities.every((q) => q <= 5)).toBe(true);

    const first = rows[0] as HTMLElement;
    const box = within(first).getByRole('textbox', { name: /^Stock of / });
    const name = (box.getAttribute('aria-label') ?? '').replace(/^Stock of /, '');
    await user.clear(box);
    await user.type(box, '30');
    await user.click(within(first).getByRole('button', { name: `Save stock of ${name}` }));
    expect(await screen.findByText(`Stock of "${name}" set to 30`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: `Stock of ${name}` })).not.toBeInTheDocument(),
    );
    expect(await lowStockCount()).toBe(before - 1);
  });

  it('keeps a new threshold on the server and lists by it', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/admin/low-stock');
    const threshold = await screen.findByRole('textbox', { name: /^Low-stock threshold/ });
    await waitFor(() => expect(threshold).toHaveValue('5'));
    await user.clear(threshold);
    await user.type(threshold, '50');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const saved = ShopSettingsResponseSchema.parse(await api.get('admin/settings').json());
    expect(saved.settings.lowStockThreshold).toBe(50);
    const count = await lowStockCount();
    expect(
      await screen.findByText(
        `${count} ${count === 1 ? 'product' : 'products'} at or under 50 in stock`,
      ),
    ).toBeInTheDocument();
  });
});

describe('/dashboard/admin figures', () => {
  it("shows today's figures, orders waiting and a low-stock count that links to the view", async () => {
    const user = userEvent.setup();
    const count = await lowStockCount();
    const { router } = renderRoute('/dashboard/admin');
    expect(await screen.findByText('Orders today')).toBeInTheDocument();
    expect(screen.getByText('Revenue, last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Not processed' })).toHaveAttribute(
      'href',
      '/dashboard/admin/orders?status=Not+processed',
    );
    const link = screen.getByTestId('low-stock-link');
    expect(link).toHaveTextContent(
      `Low stock: ${count} ${count === 1 ? 'product' : 'products'} at or under 5`,
    );
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin/low-stock'));
  });
});
