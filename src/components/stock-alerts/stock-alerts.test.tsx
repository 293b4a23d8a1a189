import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductListResponseSchema, type Product } from '../../../contract/schemas/product';
import {
  STOCK_ALERT_MESSAGES,
  StockAlertListResponseSchema,
} from '../../../contract/schemas/stock-alert';
import { login } from '../../api/auth';
import { api } from '../../api/client';
import { setStockAlert } from '../../api/stock-alerts';
import { appStore } from '../../state/app-store';
import { authAtom, signInAtom } from '../../state/auth-atoms';
import { renderWithRouter } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { BackInStockButton } from './back-in-stock-button';
import { StockAlertList } from './stock-alert-controls';

withMockApi();

let soldOut: Product[] = [];

async function alertIds(): Promise<string[]> {
  const { alerts } = StockAlertListResponseSchema.parse(await api.get('stock-alerts').json());
  return alerts.map((alert) => alert.productId);
}

async function signIn() {
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  appStore.set(signInAtom, result.response);
  for (const id of await alertIds()) await setStockAlert(id, false);
  return result.response.user._id;
}

beforeEach(async () => {
  appStore.set(authAtom, RESET);
  if (soldOut.length === 0) {
    const body = await api.get('product/all', { searchParams: { limit: 100 } }).json();
    soldOut = ProductListResponseSchema.parse(body).products.filter((p) => p.quantity === 0);
  }
  expect(soldOut.length).toBeGreaterThanOrEqual(2);
});

afterEach(() => appStore.set(authAtom, RESET));

const first = () => soldOut[0] as Product;
const second = () => soldOut[1] as Product;

describe("Notify me when it's back", () => {
  it('signed out, leads to sign-in with a way back to the product', async () => {
    const product = first();
    renderWithRouter(<BackInStockButton productId={product._id} name={product.name} />);
    const link = await screen.findByRole('link', { name: "Notify me when it's back" });
    expect(link).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/detail/${product._id}`)}`,
    );
  });

  it('signed in, subscribes, reads as subscribed, and cancels', async () => {
    const product = first();
    await signIn();
    renderWithRouter(<BackInStockButton productId={product._id} name={product.name} />);
    await userEvent.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findAllByText(STOCK_ALERT_MESSAGES.subscribed)).not.toHaveLength(0);
    expect(await alertIds()).toEqual([product._id]);

    // The toast says it too, maybe before the button has its answer: wait for the Cancel.
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Cancel the back-in-stock alert for ${product.name}`,
      }),
    );
    expect(
      await screen.findByRole('button', { name: "Notify me when it's back" }),
    ).toBeInTheDocument();
    expect(await alertIds()).toEqual([]);
  });
});

describe("the account's alerts", () => {
  it('lists the alerts, newest first, and cancels one', async () => {
    const userId = await signIn();
    await setStockAlert(first()._id, true);
    await setStockAlert(second()._id, true);
    renderWithRouter(<StockAlertList userId={userId} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(second().name),
      expect.stringContaining(first().name),
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: `Cancel the alert for ${second().name}` }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(await alertIds()).toEqual([first()._id]);
  });
});
