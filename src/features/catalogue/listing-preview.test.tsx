import { SHUFFLE_SEEDS } from '../../../contract/rules/shopper-shuffle';
import { shuffleCookie } from '../../app/shuffle-cookie';
import { MantineProvider } from '@mantine/core';
import { defaultParseSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../contract/rules/filter-products';
import { listingView, type ListingView } from '../../../contract/rules/listing-view';
import type { Product } from '../../../contract/schemas/product';
import { server } from '../../../mocks/node';
import { CATALOGUE_KEY, catalogueQueryOptions } from '../../api/catalogue';
import { api } from '../../api/client';
import { listingPreviewQueryOptions } from '../../api/listing-preview';
import { createQueryClient } from '../../app/query-client';
import { theme } from '../../app/theme';
import { withMockApi } from '../../test/start-mock-api';
import { renderRoute } from '../../test/render';
import { ListingGetForm } from './listing-get-form';
import { validateListingSearch } from './listing-search';

withMockApi();
afterEach(() => server.resetHandlers());

const names = (items: readonly Product[]) => items.map((p) => p.name);

function shownNames(label: string): string[] {
  return within(screen.getByRole('list', { name: label }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

/** What the route sees for a link's or a form's URL. */
function searchOfUrl(url: string) {
  return validateListingSearch(defaultParseSearch(new URL(url, 'http://store.test').search));
}

async function fetchCatalogue(): Promise<readonly Product[]> {
  return (await createQueryClient().fetchQuery(catalogueQueryOptions())).products;
}

/** Holds the browser's catalogue request until released, so the preview stays on screen. */
function holdCatalogue() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // A handler that returns nothing passes the request on to the real API.
  server.use(http.get('*/api/v1/product/changes', () => held));
  return release;
}

/** A router context like the server's: the catalogue read in-process. */
function serverContext(catalogue: readonly Product[], reads: unknown[]) {
  const read = async () => {
    reads.push(catalogue);
    return catalogue;
  };
  // The server renders with the shopper's order, which its response names in their cookie.
  const shopper = 2;
  document.cookie = shuffleCookie(shopper);
  return {
    inProcessApi: { client: api, catalogue: read, origin: window.location.origin },
    shuffleSeed: SHUFFLE_SEEDS[shopper],
  };
}

describe('a listing rendered by the server, then hydrated', () => {
  it('shows the preview until the catalogue arrives, then the same shuffled order', async () => {
    const catalogue = await fetchCatalogue();
    const release = holdCatalogue();
    const reads: unknown[] = [];
    const { router, queryClient } = renderRoute(
      '/all-fragrances?page=2',
      serverContext(catalogue, reads),
    );
    await screen.findByText('Showing 15 of 64 Products', undefined, { timeout: 15_000 });
    expect(reads).toHaveLength(1);
    expect(queryClient.getQueryData(CATALOGUE_KEY)).toBeUndefined();

    const preview = queryClient.getQueryData<ListingView<Product>>(
      listingPreviewQueryOptions('all', { page: 2 }).queryKey,
    );
    if (preview?.seed === undefined) throw new Error('no seeded preview');
    const expected = (page: number) =>
      names(listingView(catalogue, emptyFilters(), 'BestSeller', page, preview.seed).items);
    const fromPreview = shownNames('All Featured Fragrance');
    expect(fromPreview).toEqual(expected(2));
    // Pagination and filter options come from the preview too.
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: 'Dior' }),
    ).toBeInTheDocument();

    // From here on the browser is on its own, as after hydration: no server context.
    router.update({
      ...router.options,
      context: { ...router.options.context, inProcessApi: undefined },
    });
    release();
    await waitFor(() => expect(queryClient.getQueryData(CATALOGUE_KEY)).toBeDefined(), {
      timeout: 15_000,
    });
    expect(shownNames('All Featured Fragrance')).toEqual(fromPreview);

    // Pages the server never rendered are computed here, from the server's seed.
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(shownNames('All Featured Fragrance')).toEqual(expected(3)));
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(shownNames('All Featured Fragrance')).toEqual(fromPreview));
    expect(reads).toHaveLength(1);
  });

  it('keeps newest-first order on /new-arrivals (no shuffle) with filters from the URL', async () => {
    const catalogue = await fetchCatalogue();
    const release = holdCatalogue();
    const reads: unknown[] = [];
    const { queryClient } = renderRoute(
      '/new-arrivals?availability=true',
      serverContext(catalogue, reads),
    );
    const inStock = catalogue.filter((p) => p.isAvailable);
    await screen.findByText(`Showing 15 of ${inStock.length} Products`, undefined, {
      timeout: 15_000,
    });
    expect(reads).toHaveLength(1);
    expect(shownNames('New Arrivals')).toEqual(names(inStock.slice(0, 15)));
    release();
    await waitFor(() => expect(queryClient.getQueryData(CATALOGUE_KEY)).toBeDefined(), {
      timeout: 15_000,
    });
    expect(shownNames('New Arrivals')).toEqual(names(inStock.slice(0, 15)));
  });
});

describe('browsing without JavaScript', () => {
  it('gives page items and arrows real hrefs with ?page=N, keeping filters and sort', async () => {
    renderRoute('/all-fragrances?availability=true&sort=A-Z&page=2');
    await screen.findByText(/^Showing \d+ of \d+ Products$/, undefined, { timeout: 15_000 });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href') ?? '';
    expect(searchOfUrl(href('Page 3'))).toEqual({
      availability: ['true'],
      sort: 'A-Z',
      page: 3,
    });
    expect(searchOfUrl(href('next page'))).toMatchObject({ page: 3 });
    // Page 1 is the listing's plain URL.
    expect(searchOfUrl(href('Page 1'))).toEqual({ availability: ['true'], sort: 'A-Z' });
    expect(searchOfUrl(href('previous page'))).toEqual({ availability: ['true'], sort: 'A-Z' });
    expect(href('Page 1').startsWith('/all-fragrances')).toBe(true);
  });

  it('links each filter chip and "Clear all filters" to the listing without it', async () => {
    renderRoute('/new-arrivals?gender=Female&price=Over50k&sort=LowToHigh&page=2');
    const chip = await screen.findByRole(
      'link',
      { name: 'Remove filter Female' },
      { timeout: 15_000 },
    );
    expect(searchOfUrl(chip.getAttribute('href') ?? '')).toEqual({
      price: ['Over50k'],
      sort: 'LowToHigh',
    });
    const clear = screen.getByRole('link', { name: 'Clear all filters' });
    expect(clear.getAttribute('href')?.startsWith('/new-arrivals')).toBe(true);
    expect(searchOfUrl(clear.getAttribute('href') ?? '')).toEqual({ sort: 'LowToHigh' });
  });

  it('submits filter and sort forms as URLs the route reads back', async () => {
    renderRoute('/all-fragrances?brand=Dior&sort=A-Z&page=3');
    await screen.findByText(/^Showing \d+ of \d+ Products$/, undefined, { timeout: 15_000 });
    const formUrl = (form: HTMLFormElement) =>
      `${form.getAttribute('action') ?? ''}?${new URLSearchParams(
        new FormData(form) as unknown as Record<string, string>,
      ).toString()}`;

    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const filterForm = sidebar.querySelector('form');
    if (!filterForm) throw new Error('no filter form');
    expect(filterForm).toHaveAttribute('method', 'get');
    // Without JavaScript a box is ticked natively, with no event for the app to handle.
    // Options follow the first product cards by a render (the panels are deferred).
    const female = (await within(sidebar).findByRole('checkbox', {
      name: 'Female',
    })) as HTMLInputElement;
    female.checked = true;
    const inStock = within(sidebar).getByRole('checkbox', { name: 'In Stock' }) as HTMLInputElement;
    inStock.checked = true;
    expect(searchOfUrl(formUrl(filterForm))).toEqual({
      gender: ['Female'],
      brand: ['Dior'],
      availability: ['true'],
      sort: 'A-Z',
    });
    expect(formUrl(filterForm).startsWith('/all-fragrances?')).toBe(true);

    const sortSelect = screen.getByLabelText('Sort by') as HTMLSelectElement;
    const sortForm = sortSelect.form;
    if (!sortForm) throw new Error('no sort form');
    sortSelect.value = 'HighToLow';
    expect(searchOfUrl(formUrl(sortForm))).toEqual({ brand: ['Dior'], sort: 'HighToLow' });
  });

  it('puts the forms’ submit buttons in <noscript>, in the server’s HTML only', () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <ListingGetForm path="/new-arrivals" keepSort="Z-A" submitLabel="Apply filters">
          <input type="checkbox" name="brand" value="Dior" />
        </ListingGetForm>
      </MantineProvider>,
    );
    expect(html).toContain('<form data-submit-on-change="" action="/new-arrivals" method="get">');
    expect(html).toContain('<input type="hidden" name="sort" value="Z-A"/>');
    expect(html).toMatch(
      /<noscript><button[^>]*type="submit"[^>]*>.*Apply filters.*<\/button><\/noscript>/s,
    );
  });
});
