import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { LINE_CAP_NOTICE, MAX_UNITS_PER_LINE } from '../../../contract/constants';
import { formatNaira } from '../../../contract/rules/currency';
import { ProductListResponseSchema, type Product } from '../../../contract/schemas/product';
import { apiBaseUrl } from '../../api/client';
import { appStore } from '../../state/app-store';
import { authAtom } from '../../state/auth-atoms';
import { cartAtom } from '../../state/cart-atoms';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();
beforeEach(() => {
  appStore.set(authAtom, RESET);
  appStore.set(cartAtom, []);
});

async function catalogue(): Promise<Product[]> {
  const response = await fetch(`${apiBaseUrl}product/all?limit=100`);
  return ProductListResponseSchema.parse(await response.json()).products;
}

const asLine = (product: Product, addedQty = 1) => ({
  ...product,
  isAdded: true as const,
  addedQty,
});

describe('cart screen', () => {
  it('shows the empty state', async () => {
    renderRoute('/cart');
    expect(await screen.findByText('Your Cart is Empty')).toBeInTheDocument();
    expect(
      screen.getByText('Browse all categories and discover our new arrival'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/all-fragrances',
    );
  });

  it('lists lines with totals and asks a visitor to log in', async () => {
    const products = (await catalogue()).filter((p) => p.isAvailable && p.quantity >= 2);
    const [cheap] = products.filter((p) => p.price * 2 < 300000);
    if (!cheap) throw new Error('seed lacks a cheap product');
    appStore.set(cartAtom, [asLine(cheap)]);
    renderRoute('/cart');
    const line = await screen.findByRole('listitem', { name: cheap.name });
    expect(within(line).getByText(`In stock: ${cheap.quantity}`)).toBeInTheDocument();
    const minus = within(line).getByRole('button', { name: `Decrease quantity of ${cheap.name}` });
    const plus = within(line).getByRole('button', { name: `Increase quantity of ${cheap.name}` });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(appStore.get(cartAtom)[0]?.addedQty).toBe(2);
    // Priced by the shop's home zone once the device holds its rules (with the catalogue).
    expect(await screen.findByTestId('cart-shipping')).toHaveTextContent('₦2,000.00');
    expect(screen.getByText(/more to get free shipping \(Lagos only\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to checkout' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcart',
    );
    await userEvent.click(within(line).getByRole('button', { name: `Remove ${cheap.name}` }));
    expect(await screen.findByText('Your Cart is Empty')).toBeInTheDocument();
  });

  it('a line on the Flash Sale shows its old price struck through, and totals at the sale price', async () => {
    const onSale = (await catalogue()).find((p) => p.sale && p.isAvailable && p.quantity >= 2);
    if (!onSale?.sale) throw new Error('the demo has no Flash Sale product in stock');
    appStore.set(cartAtom, [asLine(onSale, 2)]);
    renderRoute('/cart');
    const line = await screen.findByRole('listitem', { name: onSale.name });
    const was = formatNaira(onSale.price);
    const now = formatNaira(onSale.sale.price);
    expect(within(line).getByText(`Was ${was}, now ${now}`)).toBeInTheDocument();
    expect(within(line).getByText(was)).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent(
      formatNaira(onSale.sale.price * 2),
    );
  });

  it('disables plus at the stock', async () => {
    const [product] = (await catalogue()).filter((p) => p.isAvailable && p.quantity >= 1);
    if (!product) throw new Error('seed lacks stock');
    appStore.set(cartAtom, [asLine(product, product.quantity)]);
    renderRoute('/cart');
    const line = await screen.findByRole('listitem', { name: product.name });
    expect(
      within(line).getByRole('button', { name: `Increase quantity of ${product.name}` }),
    ).toBeDisabled();
    // The stock stops it, not the per-order cap: no cap notice.
    expect(within(line).queryByText(LINE_CAP_NOTICE)).toBeNull();
  });

  it('stops plus at the per-order cap when more is in stock, and says why', async () => {
    const product = (await catalogue()).find(
      (p) => p.isAvailable && p.quantity > MAX_UNITS_PER_LINE,
    );
    if (!product) throw new Error('seed lacks a product with plenty of stock');
    appStore.set(cartAtom, [asLine(product, MAX_UNITS_PER_LINE - 1)]);
    renderRoute('/cart');
    const line = await screen.findByRole('listitem', { name: product.name });
    const plus = within(line).getByRole('button', { name: `Increase quantity of ${product.name}` });
    expect(within(line).queryByText(LINE_CAP_NOTICE)).toBeNull();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(appStore.get(cartAtom)[0]?.addedQty).toBe(MAX_UNITS_PER_LINE);
    expect(plus).toBeDisabled();
    expect(within(line).getByText(LINE_CAP_NOTICE)).toBeVisible();
    expect(plus).toHaveAccessibleDescription(LINE_CAP_NOTICE);
    expect(within(line).getByText(`In stock: ${product.quantity}`)).toBeInTheDocument();
  });

  it('flags a changed price and a product that no longer exists, with current figures', async () => {
    const [product] = (await catalogue()).filter((p) => p.isAvailable && p.quantity >= 1);
    if (!product) throw new Error('seed lacks stock');
    const stale = { ...asLine(product), price: product.price + 1000 };
    const gone = { ...asLine(product), _id: 'ffffffffffffffffffffffff', name: 'Vanished Scent' };
    appStore.set(cartAtom, [stale, gone]);
    appStore.set(authAtom, {
      success: true,
      message: 'ok',
      user: {
        _id: 'u',
        name: 'S',
        username: '',
        email: 's@e.ng',
        role: 0,
        address: { street: '', city: '', state: '', zip: '' },
        image: '',
        token: 't',
      },
    });
    renderRoute('/cart');
    expect(
      await screen.findByText(/^Price changed from ₦[\d,.]+ to ₦[\d,.]+$/),
    ).toBeInTheDocument();
    await waitFor(() => expect(appStore.get(cartAtom)[0]?.price).toBe(product.price));
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout Now' })).toBeDisabled();
  });
});
