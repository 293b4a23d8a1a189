import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema, type Product } from '../../../contract/schemas/product';
import { api } from '../../api/client';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();

let products: Product[] = [];
beforeAll(async () => {
  const body = await api.get('product/all', { searchParams: { limit: 100 } }).json();
  products = ProductListResponseSchema.parse(body).products;
});

const inStock = () => products.find((p) => p.isAvailable && p.quantity >= 3) as Product;
const soldOut = () => products.find((p) => !p.isAvailable) as Product;

async function openDetail(product: Product) {
  const view = renderRoute(`/detail/${product._id}`);
  await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 15_000 });
  return view;
}

describe('/detail/{id}', () => {
  it('shows the product with its rating text, size in Oz, accordion and availability', async () => {
    const product = inStock();
    await openDetail(product);
    // The demo catalogue is unrated: the rating rule says 'No rating'.
    expect(screen.getByText('No rating')).toBeInTheDocument();
    expect(screen.getByText(`${product.size} Oz`)).toBeInTheDocument();
    for (const label of [
      'About The Product',
      'Scent Profile',
      'Scent Type',
      'Suggested For Use',
      'Refund Policy',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText(product.about)).toBeInTheDocument();
  });

  it('names the product in the breadcrumb, and /detail alone is no link to a missing page', async () => {
    const product = inStock();
    await openDetail(product);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Detail')).toBeInTheDocument();
    expect(within(crumbs).queryByRole('link', { name: 'Detail' })).toBeNull();
    expect(within(crumbs).getByText(product.name)).toHaveAttribute('aria-current', 'page');
  });

  it('records the visit in recentlyViewed, newest first, and lists earlier visits', async () => {
    const [a, b] = products;
    if (!a || !b) throw new Error('seed too small');
    const first = await openDetail(a);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]')).toEqual([a._id]),
    );
    first.unmount();
    await openDetail(b);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]')).toEqual([b._id, a._id]),
    );
    const strip = await screen.findByRole('region', { name: 'Recently Viewed' });
    expect(await within(strip).findByRole('article', { name: a.name })).toBeInTheDocument();
  });

  it('Buy Now adds the chosen quantity and opens the cart', async () => {
    const product = inStock();
    const { router } = await openDetail(product);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{
      _id: string;
      addedQty: number;
    }>;
    expect(cart).toEqual([expect.objectContaining({ _id: product._id, addedQty: 3 })]);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('Add to cart turns into a disabled Added and counts in the header', async () => {
    const product = inStock();
    await openDetail(product);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add to cart' })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Added' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('a sold-out product offers a disabled Sold Out and no Buy Now', async () => {
    const product = soldOut();
    await openDetail(product);
    expect(screen.getAllByRole('button', { name: 'Sold Out' })[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('loads the review video only after the shopper presses play', async () => {
    const { container } = await openDetail(inStock());
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play product review video' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
  });

  it('shows related products, never the product itself', async () => {
    const product = inStock();
    await openDetail(product);
    const related = await screen.findByRole(
      'list',
      { name: 'Related Products' },
      { timeout: 10_000 },
    );
    const names = within(related)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(product.name);
  });

  it('an unknown id shows a friendly not-found state with a way back', async () => {
    renderRoute('/detail/000000000000000000000000');
    expect(
      await screen.findByRole('heading', { name: 'Product not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all fragrances' })).toHaveAttribute(
      'href',
      '/all-fragrances',
    );
    expect(localStorage.getItem('recentlyViewed')).toBeNull();
  });
});
