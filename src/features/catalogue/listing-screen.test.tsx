import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SortKey } from '../../../contract/enums';
import { emptyFilters, filterProducts } from '../../../contract/rules/filter-products';
import { type ListingFilters } from '../../../contract/rules/listing-search-params';
import type { Product } from '../../../contract/schemas/product';
import { CATALOGUE_KEY, type Catalogue } from '../../api/catalogue';
import { server } from '../../../mocks/node';
import { scenarioHandlers } from '../../../mocks/scenarios';
import { withMockApi } from '../../test/start-mock-api';
import { renderRoute } from '../../test/render';
import { LISTING_LOAD_FAILED } from './listing-screen';
import { validateListingSearch } from './listing-search';
import { chargedPrice } from '../../../contract/rules/sale-price';

withMockApi();

async function openListing(path = '/all-fragrances') {
  const view = renderRoute(path);
  await screen.findByText(/^Showing \d+ of \d+ Products$/, undefined, { timeout: 15_000 });
  const all = view.queryClient.getQueryData<Catalogue>(CATALOGUE_KEY)?.products;
  if (!all) throw new Error('catalogue not loaded');
  return { ...view, all };
}

/** The listing's search as its route reads it from the URL (values arrive as text). */
function urlSearch(router: { state: { location: { search: Record<string, unknown> } } }) {
  return validateListingSearch(router.state.location.search);
}

/** The page links that say they are current: aria-current, or the router's active state. */
function currentPages(): string[] {
  return screen
    .getAllByRole('link', { name: /^Page \d+$/ })
    .filter(
      (link) =>
        link.getAttribute('aria-current') === 'page' ||
        link.getAttribute('data-status') === 'active',
    )
    .map((link) => link.getAttribute('aria-label') ?? '');
}

function shownNames(): string[] {
  const grid = screen.getByRole('list', { name: 'All Featured Fragrance' });
  return within(grid)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

function expectShowing(shown: number, total: number) {
  expect(screen.getByText(`Showing ${shown} of ${total} Products`)).toBeInTheDocument();
}

function expectedCount(all: readonly Product[], filters: Partial<ListingFilters>) {
  return filterProducts(all, { ...emptyFilters(), ...filters }).length;
}

async function tick(group: string, option: string) {
  const box = screen.getByRole('group', { name: group });
  // Options follow the first product cards by a render (the panels are deferred).
  await userEvent.click(await within(box).findByRole('checkbox', { name: option }));
}

describe('/all-fragrances listing', () => {
  it('says the products could not be loaded, with a Retry that loads them once the API answers', async () => {
    server.use(...scenarioHandlers['server-error']);
    renderRoute('/all-fragrances');
    // The client retries twice (with its back-off) before it gives up.
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert).toHaveTextContent(LISTING_LOAD_FAILED);
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText(/^Showing 15 of \d+ Products$/, undefined, { timeout: 15_000 });
    expect(screen.queryByText(LISTING_LOAD_FAILED)).toBeNull();
  });

  it('shows six skeleton cards, then 15 shuffled products of the whole catalogue', async () => {
    server.use(...scenarioHandlers.slow);
    renderRoute('/all-fragrances');
    // The slow scenario delays every answer by 2 s: long enough to see the placeholders.
    expect(
      await screen.findAllByTestId('product-card-skeleton', undefined, { timeout: 10_000 }),
    ).toHaveLength(6);
    server.resetHandlers();
    expect(screen.getByRole('heading', { name: 'All Featured Fragrance' })).toBeInTheDocument();
    await screen.findByText('Showing 15 of 64 Products', undefined, { timeout: 15_000 });
    expect(shownNames()).toHaveLength(15);
  });

  it('loads the first row of images at once and lazy-loads the rest', async () => {
    await openListing();
    const grid = screen.getByRole('list', { name: 'All Featured Fragrance' });
    const loading = within(grid)
      .getAllByRole('img', { hidden: true })
      .map((img) => img.getAttribute('loading'));
    expect(loading).toHaveLength(15);
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
  });

  const groupCases: Array<[string, string, Partial<ListingFilters>]> = [
    ['Gender', 'Female', { gender: ['Female'] }],
    ['Brand', 'Dior', { brand: ['Dior'] }],
    ['Fragrance Type', 'Eau De Parfum', { fragranceType: ['Eau De Parfum'] }],
    ['Scent Type', 'Rose', { scentType: ['Rose'] }],
    ['Price', '₦10,000 - ₦50,000', { price: ['10kTo50K'] }],
    ['Availability', 'Out of Stock', { availability: ['false'] }],
  ];

  it.each(groupCases)('filters by %s', async (group, option, filters) => {
    const { all, router } = await openListing();
    await tick(group, option);
    const total = expectedCount(all, filters);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all.length);
    await waitFor(() => expectShowing(Math.min(15, total), total));
    // The filter is a shareable link.
    expect(Object.keys(router.state.location.search)).toContain(Object.keys(filters)[0]);
    expect(screen.getByRole('link', { name: `Remove filter ${option}` })).toBeInTheDocument();
  });

  it('combines groups (AND) and values within a group (OR), and clears them', async () => {
    const { all } = await openListing();
    await tick('Gender', 'Male');
    await tick('Gender', 'Female');
    await tick('Price', '₦50,000+');
    const total = expectedCount(all, { gender: ['Male', 'Female'], price: ['Over50k'] });
    expect(total).toBeGreaterThan(0);
    await waitFor(() => expectShowing(Math.min(15, total), total));
    await userEvent.click(screen.getByRole('link', { name: 'Remove filter Female' }));
    const maleOnly = expectedCount(all, { gender: ['Male'], price: ['Over50k'] });
    await waitFor(() => expectShowing(Math.min(15, maleOnly), maleOnly));
    await userEvent.click(screen.getByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expectShowing(15, 64));
  });

  it('reads the brand from the URL, with the nav alias Lattafa matching Lataffa products', async () => {
    const { all } = await openListing('/all-fragrances?brand=Lattafa');
    const total = all.filter((p) => p.brand === 'Lataffa').length;
    expect(total).toBeGreaterThan(0);
    expectShowing(Math.min(15, total), total);
    // Shoppers read the brand's right spelling; the box still submits the wire's value.
    const lattafa = await screen.findByRole('checkbox', { name: 'Lattafa' });
    expect(lattafa).not.toBeChecked();
    expect(lattafa).toHaveAttribute('value', 'Lataffa');
    expect(screen.queryByRole('checkbox', { name: 'Lataffa' })).toBeNull();
  });

  it("spells the spec's 'Perfum Oil' right in the filter, submitting the wire's value", async () => {
    await openListing();
    const oil = (await screen.findAllByRole('checkbox', { name: 'Perfume Oil' }))[0];
    expect(oil).toHaveAttribute('value', 'Perfum Oil');
    expect(screen.queryByRole('checkbox', { name: 'Perfum Oil' })).toBeNull();
  });

  it("shows 'No Product Found' when nothing matches", async () => {
    await openListing('/all-fragrances?brand=No%20Such%20Brand');
    expect(screen.getByText('No Product Found')).toBeInTheDocument();
    expectShowing(0, 0);
  });

  it('sorts by all seven keys, and Best Seller restores the shuffled order', async () => {
    const { all } = await openListing();
    const byName = new Map(all.map((p) => [p.name, p]));
    const initial = shownNames();
    const now = new Date();
    const checks: Record<Exclude<SortKey, 'BestSeller'>, (a: Product, b: Product) => boolean> = {
      'A-Z': (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) <= 0,
      'Z-A': (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) >= 0,
      // The price the shopper pays now: a sale product sorts at its sale price.
      LowToHigh: (a, b) => chargedPrice(a, now) <= chargedPrice(b, now),
      HighToLow: (a, b) => chargedPrice(a, now) >= chargedPrice(b, now),
      oldToNew: (a, b) => Date.parse(a.createdAt) <= Date.parse(b.createdAt),
      newToOld: (a, b) => Date.parse(a.createdAt) >= Date.parse(b.createdAt),
    };
    for (const [key, inOrder] of Object.entries(checks)) {
      await userEvent.selectOptions(screen.getByLabelText('Sort by'), key);
      await waitFor(() => {
        const shown = shownNames().map((name) => byName.get(name) as Product);
        shown
          .slice(1)
          .forEach((product, i) => expect(inOrder(shown[i] as Product, product)).toBe(true));
        // The first card is the extreme of the whole catalogue, not just of one page.
        expect(all.every((p) => inOrder(shown[0] as Product, p))).toBe(true);
      });
    }
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'BestSeller');
    await waitFor(() => expect(shownNames()).toEqual(initial));
  });

  it('pages by 15 through ?page=N links, mirrors the page to currentPage, reads it from the URL', async () => {
    const first = await openListing();
    await userEvent.click(screen.getByRole('link', { name: 'Page 5' }));
    await waitFor(() => expectShowing(4, 64));
    expect(urlSearch(first.router)).toEqual({ page: 5 });
    expect(localStorage.getItem('currentPage')).toBe('5');
    await userEvent.click(screen.getByRole('link', { name: 'previous page' }));
    await waitFor(() => expectShowing(15, 64));
    expect(urlSearch(first.router)).toEqual({ page: 4 });
    expect(localStorage.getItem('currentPage')).toBe('4');
    first.unmount();

    // A reload keeps the URL, hence the page; the stored number is never read back.
    localStorage.setItem('currentPage', '3');
    await openListing('/all-fragrances?page=2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(localStorage.getItem('currentPage')).toBe('2'));
  });

  it('starts at page 1 without a page in the URL, whatever storage says', async () => {
    localStorage.setItem('currentPage', '4');
    await openListing();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(localStorage.getItem('currentPage')).toBe('1'));
  });

  it('shows the last page for a page past the end', async () => {
    await openListing('/all-fragrances?page=99');
    expectShowing(4, 64);
    expect(currentPages()).toEqual(['Page 5']);
  });

  it('marks exactly one page current, on page 1, page 2 and the last', async () => {
    const { router } = await openListing('/all-fragrances');
    const total = Number(/of (\d+)/.exec(screen.getByText(/^Showing/).textContent ?? '')?.[1]);
    const last = Math.ceil(total / 15);
    expect(last).toBeGreaterThan(2);
    expect(currentPages()).toEqual(['Page 1']);
    for (const page of [2, last]) {
      await userEvent.click(screen.getByRole('link', { name: `Page ${page}` }));
      await waitFor(() => expect(urlSearch(router)).toMatchObject({ page }));
      await waitFor(() => expect(currentPages()).toEqual([`Page ${page}`]));
    }
  });

  it('goes back to page 1 when a filter, a chip or the sort changes', async () => {
    const { router } = await openListing();
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(localStorage.getItem('currentPage')).toBe('3'));
    await tick('Availability', 'In Stock');
    await waitFor(() => expect(localStorage.getItem('currentPage')).toBe('1'));
    expect(urlSearch(router)).toEqual({ availability: ['true'] });
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(urlSearch(router)).toMatchObject({ page: 2 }));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'A-Z');
    await waitFor(() => expect(urlSearch(router)).toEqual({ availability: ['true'], sort: 'A-Z' }));

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(urlSearch(router)).toMatchObject({ page: 2 }));
    await userEvent.click(screen.getByRole('link', { name: 'Remove filter In Stock' }));
    await waitFor(() => expect(urlSearch(router)).toEqual({ sort: 'A-Z' }));
  });
});

describe('/new-arrivals listing', () => {
  it('keeps its own page under currentPageCh and says No Products Found', async () => {
    renderRoute('/new-arrivals');
    await screen.findByText('Showing 15 of 64 Products', undefined, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(localStorage.getItem('currentPageCh')).toBe('2'));
    expect(localStorage.getItem('currentPage')).toBeNull();
  });

  it('shows its empty text', async () => {
    renderRoute('/new-arrivals?brand=Nobody');
    expect(
      await screen.findByText('No Products Found', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
