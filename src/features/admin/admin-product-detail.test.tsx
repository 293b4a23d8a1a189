import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { ProductListResponseSchema, type Product } from '../../../contract/schemas/product';
import { formatNaira } from '../../../contract/rules/currency';
import { apiBaseUrl } from '../../api/client';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, signInAs } from './test-support';

withMockApi();

async function someProduct(index: number): Promise<Product> {
  const response = await fetch(`${apiBaseUrl}product/all?page=1&limit=20`);
  const product = ProductListResponseSchema.parse(await response.json()).products[index];
  if (!product) throw new Error('demo catalogue too small');
  return product;
}

beforeEach(async () => {
  server.resetHandlers();
  await signInAs(ADMIN_CREDENTIALS);
  // Real time keeps flowing (the mock database needs it); the test moves the clock on top.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

async function openDeleteModal(product: Product) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const rendered = renderRoute(`/dashboard/admin-product/detail/${product.slug}`);
  await screen.findByRole('heading', { name: product.name });
  expect(screen.getByText(formatNaira(product.price))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute(
    'href',
    `/dashboard/admin-product/update/${product.slug}`,
  );
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
  return { ...rendered, user, dialog };
}

describe('/dashboard/admin-product/detail/{slug} delete', () => {
  it('No closes the modal and deletes nothing', async () => {
    const product = await someProduct(1);
    const { user, dialog } = await openDeleteModal(product);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const response = await fetch(`${apiBaseUrl}product/slug/${product.slug}`);
    expect(response.status).toBe(200);
  });

  it('deletes, toasts, keeps the modal 4.5 s, then returns to the list', async () => {
    const product = await someProduct(0);
    const { user, dialog, router } = await openDeleteModal(product);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText(`"${product.name}" is deleted`)).not.toHaveLength(0);
    expect(within(dialog).getByRole('progressbar', { name: 'Closing' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('dialog', { name: 'Delete product' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/admin-product/detail/${product.slug}`);

    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin-products'));
    // The modal's exit transition runs on the (fake) clock too.
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete product' })).not.toBeInTheDocument(),
    );
    const response = await fetch(`${apiBaseUrl}product/slug/${product.slug}`);
    expect(response.status).toBe(404);
  });

  it('a failed delete shows the error and returns to the list after 5 s', async () => {
    server.use(
      http.delete('*/api/v1/product/:id', () =>
        HttpResponse.json({ error: 'Product is locked' }, { status: 409 }),
      ),
    );
    const product = await someProduct(2);
    const { user, dialog, router } = await openDeleteModal(product);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('Product is locked')).not.toHaveLength(0);

    act(() => vi.advanceTimersByTime(4600));
    expect(router.state.location.pathname).toBe(`/dashboard/admin-product/detail/${product.slug}`);
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin-products'));
  });
});
