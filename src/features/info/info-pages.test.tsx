import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_DELIVERY } from '../../../contract/rules/delivery';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();

const LOAD = { timeout: 15_000 };

/** The document title the root route's head gives the page shown. */
function titleOf(router: ReturnType<typeof renderRoute>['router']) {
  const meta = router.state.matches[0]?.meta ?? [];
  return meta.find((tag) => tag && 'title' in tag)?.title;
}

describe('help pages', () => {
  it('Shipping lists the zones and pickup points checkout prices by', async () => {
    const { router } = renderRoute('/shipping');
    expect(
      await screen.findByRole('heading', { name: 'Shipping Information', level: 1 }),
    ).toBeInTheDocument();
    const lagos = (await screen.findByRole('rowheader', { name: 'Lagos' }, LOAD)).closest('tr');
    expect(within(lagos as HTMLElement).getByText('₦2,000.00')).toBeInTheDocument();
    expect(within(lagos as HTMLElement).getByText('₦300,000.00')).toBeInTheDocument();
    expect(within(lagos as HTMLElement).getByText('1–2 days')).toBeInTheDocument();
    const rest = screen.getByRole('rowheader', { name: 'Rest of Nigeria' }).closest('tr');
    expect(within(rest as HTMLElement).getByText('Never free')).toBeInTheDocument();
    for (const point of DEMO_DELIVERY.pickupPoints) {
      expect(screen.getByRole('rowheader', { name: point.name })).toBeInTheDocument();
    }
    const wuse = screen.getByRole('rowheader', { name: 'FragranceHub Wuse' }).closest('tr');
    expect(within(wuse as HTMLElement).getByText('₦1,000.00')).toBeInTheDocument();
    expect(titleOf(router)).toBe('Shipping Information | FragranceHub');
  });

  it.each([
    ['/returns', 'Returns and exchanges', /within 14 days of its delivery/],
    ['/privacy', 'Privacy policy', /Download my data/],
    ['/terms', 'Terms and conditions', /An order is placed when you confirm it/],
    ['/faq', 'Frequently asked questions', /Are your perfumes original\?/],
  ])('%s is a page of its own, with its title', async (path, heading, text) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, LOAD)).toBeVisible();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    await waitFor(() => expect(titleOf(router)).toMatch(/ \| FragranceHub$/));
    expect(titleOf(router)).not.toMatch(/Authentic perfumes in Nigeria/);
  });
});
