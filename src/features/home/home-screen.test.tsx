import { createMemoryHistory } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_BLOCK_PAGES, homeBlockSizes } from '../../../contract/constants';
import { ProductListResponseSchema } from '../../../contract/schemas/product';
import { apiBaseUrl } from '../../api/client';
import { productPageQueryOptions } from '../../api/products';
import { createAppRouter } from '../../app/router';
import { createQueryClient } from '../../app/query-client';
import { appStore } from '../../state/app-store';
import { recentlyViewedAtom } from '../../state/recently-viewed-atoms';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { HOME_HEADING } from './home-heading';
import { preloadHomeLowerSections } from './home-lower-sections-lazy';

withMockApi();

// The lower sections' code loads after the page's own (home-screen.tsx). On a cold clone Vitest
// transforms that module graph first, which took longer than a test's wait on a busy CI machine;
// loading it here puts that one-time cost under the hook's timeout, not a findBy's.
beforeAll(preloadHomeLowerSections);

describe('home', () => {
  it('shows the hero slides, trust strip and section titles', async () => {
    renderRoute('/');
    for (const headline of [
      'Classic Elegance',
      'Sensual & Seductive',
      'Fresh & Crisp',
      'Modern Chic',
    ]) {
      expect(await screen.findByText(headline)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /previous slide|next slide/i })).toBeNull();
    for (const text of [
      '100% Authentic Fragrance',
      'Secure & Safe Payment',
      'Top-notch Customer Support',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const title of [
      'All Fragrance Brands',
      'What Our Customers Says About Us',
      'Blog Posts',
    ]) {
      // Found as heading elements by text: a role query over the whole home page takes seconds
      // per try in jsdom, so a few tries used up the wait.
      expect(
        await screen.findByText(title, { selector: 'h1, h2, h3, h4' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
    }
  });

  it('keeps one h1 whichever slide shows: the slides are h2, hidden in turn', async () => {
    renderRoute('/');
    const headline = await screen.findByText('Classic Elegance', { selector: 'h2' });
    // The first slide hides when the next shows; the page's heading must not go with it.
    expect(headline.closest('[aria-roledescription="slide"]')).not.toBeNull();
    const h1s = document.querySelectorAll('h1');
    expect([...h1s].map((h) => h.textContent)).toEqual([HOME_HEADING]);
    expect(h1s[0]?.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('Shop by Gender opens the listing filtered by gender; Recently Viewed appears once something was viewed', async () => {
    const { router } = renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Shop by Gender' });
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).toBeNull();
    await userEvent.click(within(section).getByRole('link', { name: /For Her/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-fragrances'));
    expect(router.state.location.searchStr).toBe('?gender=Female');

    const response = await fetch(`${apiBaseUrl}product/all?page=1&limit=2`);
    const [viewed] = ProductListResponseSchema.parse(await response.json()).products;
    if (!viewed) throw new Error('seed has no products');
    appStore.set(recentlyViewedAtom, [viewed._id]);
    await router.navigate({ to: '/' });
    const recent = await screen.findByRole('region', { name: 'Recently Viewed' });
    expect(await within(recent).findByText(viewed.name)).toBeInTheDocument();
    appStore.set(recentlyViewedAtom, []);
  });

  it("starts its blocks' queries at the viewport's width while its code loads, before any render", async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter({
      queryClient,
      rendersDocument: false,
      origin: window.location.origin,
    });
    router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/'] }) });
    await router.load();
    const sizes = homeBlockSizes(window.innerWidth);
    const newArrival = productPageQueryOptions(HOME_BLOCK_PAGES.newArrival, sizes.newArrival);
    await waitFor(() =>
      expect(queryClient.getQueryData(newArrival.queryKey)).toHaveLength(sizes.newArrival),
    );
    const featured = productPageQueryOptions(HOME_BLOCK_PAGES.allFeatured, sizes.allFeatured);
    expect(queryClient.getQueryState(featured.queryKey)).toBeDefined();
  });

  it('indicators switch the hero slide', async () => {
    renderRoute('/');
    const dot = await screen.findByRole('button', { name: 'Show slide 3: Fresh & Crisp' });
    await userEvent.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  it('fills the product blocks by page, sized by width, and Flash Sale lists the products on sale', async () => {
    renderRoute('/');
    const sizes = homeBlockSizes(window.innerWidth);
    const newArrival = await screen.findByRole(
      'list',
      { name: 'New Arrival' },
      { timeout: 15_000 },
    );
    expect(within(newArrival).getAllByRole('article')).toHaveLength(sizes.newArrival);
    const best = await screen.findByRole('list', { name: 'BestSeller' });
    expect(within(best).getAllByRole('article')).toHaveLength(sizes.bestSeller);
    const featured = await screen.findByRole('list', { name: 'All Featured Fragrance' });
    expect(within(featured).getAllByRole('article')).toHaveLength(sizes.allFeatured);
    // The demo store's sale: four products at 20% off, each card at its sale price.
    const flash = await screen.findByRole('list', { name: 'Flash Sale' });
    expect(within(flash).getAllByRole('article')).toHaveLength(4);
    expect(within(flash).getAllByText('-20%')).toHaveLength(4);
    expect(within(flash).getAllByText(/^Was ₦[\d,.]+, now ₦[\d,.]+$/)).toHaveLength(4);
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d\d:\d\d:\d\d$/);
    expect(screen.getByRole('link', { name: 'View all: BestSeller' })).toHaveAttribute(
      'href',
      '/new-arrivals',
    );
  });

  it('the review arrows swap between two sets of four; mobile has its own four', async () => {
    renderRoute('/');
    const desktop = await screen.findByTestId('desktop-reviews');
    const before = within(desktop)
      .getAllByRole('figure')
      .map((f) => f.textContent);
    expect(before).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    const after = within(desktop)
      .getAllByRole('figure')
      .map((f) => f.textContent);
    expect(after).toHaveLength(4);
    expect(after).not.toEqual(before);
    await userEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    await waitFor(() =>
      expect(
        within(desktop)
          .getAllByRole('figure')
          .map((f) => f.textContent),
      ).toEqual(before),
    );
    expect(within(screen.getByTestId('mobile-reviews')).getAllByRole('figure')).toHaveLength(4);
    expect(within(desktop).getAllByText('Customer')).toHaveLength(4);
  });

  it('has three blog cards for desktop and four for mobile, each reading more on /blog', async () => {
    renderRoute('/');
    const desktop = await screen.findByTestId('desktop-blog');
    expect(within(desktop).getAllByRole('article')).toHaveLength(3);
    const mobile = screen.getByTestId('mobile-blog');
    const cards = within(mobile).getAllByRole('article');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: /^Read More/ })).toHaveAttribute(
        'href',
        '/blog',
      );
    }
  });
});
