import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { searchSummary } from './search-results-screen';

withMockApi();

describe('/search', () => {
  it('summarises the count', () => {
    expect(searchSummary(0)).toBe('No products found');
    expect(searchSummary(3)).toBe('Found 3 product(s)');
  });

  it('lists the matching products as cards', async () => {
    renderRoute('/search?keyword=Dior');
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    const summary = await screen.findByText(/^Found \d+ product\(s\)$/, undefined, {
      timeout: 15_000,
    });
    const count = Number(/\d+/.exec(summary.textContent ?? '')?.[0]);
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('article')).toHaveLength(count);
  });

  it('an empty keyword lists everything; a miss says No products found', async () => {
    const first = renderRoute('/search?keyword=');
    expect(
      await screen.findByText('Found 64 product(s)', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    first.unmount();
    renderRoute('/search?keyword=zzzz-no-such-scent');
    expect(
      await screen.findByText('No products found', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('corrects "diro" to "dior", and searches exactly as typed on request', async () => {
    renderRoute('/search?keyword=diro');
    const line = await screen.findByText(/^Showing results for 'dior' —/, undefined, {
      timeout: 15_000,
    });
    expect(line).toHaveTextContent("Showing results for 'dior' — search instead for 'diro'");
    const summary = await screen.findByText(/^Found \d+ product\(s\)$/);
    expect(Number(/\d+/.exec(summary.textContent ?? '')?.[0])).toBeGreaterThan(0);
    const asTyped = within(line).getByRole('link', { name: "search instead for 'diro'" });
    expect(asTyped).toHaveAttribute('href', '/search?keyword=diro&exact=true');
    await userEvent.click(asTyped);
    expect(
      await screen.findByText('No products found', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
  });

  it('pages the results 15 at a time, with the total', async () => {
    renderRoute('/search?keyword=');
    expect(
      await screen.findByText('Found 64 product(s)', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('article')).toHaveLength(15);
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'href',
      '/search?keyword=&page=5',
    );
  });
});
