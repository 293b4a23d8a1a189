import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_LINES_PER_ORDER } from '../../../contract/constants';
import { sampleProduct } from '../../../contract/test-support/sample-product';
import { appStore } from '../../state/app-store';
import { cartAtom } from '../../state/cart-atoms';
import { renderWithProviders } from '../../test/render';
import { CartButton } from './cart-button';
import { CART_FULL_MESSAGE } from './cart-full-toast';

afterEach(() => appStore.set(cartAtom, []));

describe('CartButton', () => {
  it('adds the product, then shows a disabled Added', async () => {
    appStore.set(cartAtom, []);
    const product = sampleProduct({ _id: 'p1', name: 'Oud Royale' });
    renderWithProviders(<CartButton product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Oud Royale' }));
    expect(screen.getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(appStore.get(cartAtom).map((line) => line._id)).toEqual(['p1']);
  });

  it('refuses a product more than one order may hold, and says why', async () => {
    appStore.set(
      cartAtom,
      Array.from({ length: MAX_LINES_PER_ORDER }, (_, i) => ({
        ...sampleProduct({ _id: `line-${i}` }),
        isAdded: true as const,
        addedQty: 1,
      })),
    );
    const product = sampleProduct({ _id: 'one-more', name: 'Oud Royale' });
    renderWithProviders(<CartButton product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Oud Royale' }));
    expect(await screen.findByText(CART_FULL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: Oud Royale' })).toBeEnabled();
    expect(appStore.get(cartAtom)).toHaveLength(MAX_LINES_PER_ORDER);
  });
});
