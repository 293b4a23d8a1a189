import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { STORAGE_KEYS } from '../../../contract/constants';
import { ProductListResponseSchema } from '../../../contract/schemas/product';
import { parseStored } from '../../../contract/parse-stored';
import { StoredProductsSchema } from '../../../contract/schemas/storage';
import { apiBaseUrl } from '../../api/client';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_PAGE_STORAGE_KEY } from './admin-list-atoms';
import { ADMIN_CREDENTIALS, signInAs } from './test-support';

withMockApi();

let productCount = 0;

beforeEach(async () => {
  server.resetHandlers();
  await signInAs(ADMIN_CREDENTIALS);
  const response = await fetch(`${apiBaseUrl}product/all?page=1&limit=1`);
  productCount = ProductListResponseSchema.parse(await response.json()).productCount;
});

function bodyRows() {
  const table = screen.getByRole('table');
  const [, body] = within(table).getAllByRole('rowgroup');
  if (!body) throw new Error('no table body');
  return within(body).queryAllByRole('row');
}

async function loaded() {
  await waitFor(() => expect(screen.queryAllByTestId('product-row-skeleton')).toHaveLength(0));
  await screen.findByText(`Total products: ${productCount}`);
}

describe('/dashboard/admin-products', () => {
  it('shows skeleton rows, then 4 products per page with the total and Page x/y', async () => {
    renderRoute('/dashboard/admin-products');
    expect(await screen.findAllByTestId('product-row-skeleton')).toHaveLength(4);
    await loaded();
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByText(`Page 1/${Math.ceil(productCount / 4)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const detail = screen.getAllByRole('link', { name: /^Detail of / })[0];
    expect(detail?.getAttribute('href')).toMatch(/^\/dashboard\/admin-product\/detail\/[^/]+$/);
  });

  it('pages with Next/Previous, remembers the page, the limit and the shown products', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/dashboard/admin-products');
    await loaded();
    const firstNames = bodyRows().map((row) => row.textContent);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(`Page 2/${Math.ceil(productCount / 4)}`);
    await waitFor(() => expect(bodyRows()[0]?.textContent).not.toBe(firstNames[0]));
    expect(bodyRows()[0]?.textContent).toMatch(/^5/);
    expect(localStorage.getItem(ADMIN_PAGE_STORAGE_KEY)).toBe('2');
    await waitFor(() => {
      const stored = parseStored(
        StoredProductsSchema,
        localStorage.getItem(STORAGE_KEYS.currentProducts),
      );
      expect(stored).toHaveLength(4);
    });

    await user.click(screen.getByRole('combobox', { name: 'Per page' }));
    await user.click(await screen.findByRole('option', { name: '10', hidden: true }));
    await screen.findByText(`Page 1/${Math.ceil(productCount / 10)}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(localStorage.getItem(STORAGE_KEYS.currentLimit)).toBe('10');
    expect(localStorage.getItem(ADMIN_PAGE_STORAGE_KEY)).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(`Page 2/${Math.ceil(productCount / 10)}`);
    first.unmount();

    // A reload paints the stored page at once, then the API confirms it.
    renderRoute('/dashboard/admin-products');
    expect(screen.queryAllByTestId('product-row-skeleton')).toHaveLength(0);
    await screen.findByText(`Page 2/${Math.ceil(productCount / 10)}`);
    await loaded();
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]?.textContent).toMatch(/^11/);
  });

  it('ignores a stored limit that is not one of 4, 6, 10, 20', async () => {
    localStorage.setItem(STORAGE_KEYS.currentLimit, '7');
    renderRoute('/dashboard/admin-products');
    await loaded();
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('4');
  });

  it('filters by stock and sorts by price from the URL, and starts again at page 1', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ADMIN_PAGE_STORAGE_KEY, '3');
    const { router } = renderRoute('/dashboard/admin-products?sort=price-desc');
    await loaded();
    const prices = () =>
      bodyRows().map((row) =>
        Number(
          within(row)
            .getAllByRole('cell')[3]
            ?.textContent?.replace(/[^\d.]/g, ''),
        ),
      );
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => b - a)));
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('Price: high to low');

    await user.click(screen.getByRole('combobox', { name: 'Stock' }));
    await user.click(await screen.findByRole('option', { name: 'Out of stock', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'price-desc', stock: 'out-of-stock' }),
    );
    expect(localStorage.getItem(ADMIN_PAGE_STORAGE_KEY)).toBe('1');
    await waitFor(() => {
      const quantities = bodyRows().map((row) => within(row).getAllByRole('cell')[4]?.textContent);
      expect(quantities.length).toBeGreaterThan(0);
      expect(new Set(quantities)).toEqual(new Set(['0']));
    });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
