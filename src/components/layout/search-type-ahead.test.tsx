import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();

/** Time for the type-ahead's chunk and the search rule (transformed on first use under Vitest). */
const LOAD = { timeout: 15_000 };

describe('header search type-ahead', () => {
  it('is a combobox: typing suggests brands and products, the keyboard opens one', async () => {
    const { router } = renderRoute('/blog');
    const plain = await screen.findByRole('searchbox', { name: 'Search products' });
    await userEvent.click(plain);
    const box = await screen.findByRole('combobox', { name: 'Search products' }, LOAD);
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'versach');
    // jsdom does not always finish Mantine's open transition, so a hidden list counts too.
    const list = await screen.findByRole('listbox', { hidden: true }, LOAD);
    const options = await within(list).findAllByRole('option', { hidden: true }, LOAD);
    expect(options.length).toBeLessThanOrEqual(8);
    expect(options[0]).toHaveTextContent('Versace');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ keyword: 'Versace' });
  });

  it('keeps what was typed before the type-ahead loaded, and Enter still searches it', async () => {
    const { router } = renderRoute('/blog');
    const plain = await screen.findByRole('searchbox', { name: 'Search products' });
    plain.focus();
    await userEvent.keyboard('sauv');
    const box = await screen.findByRole('combobox', { name: 'Search products' }, LOAD);
    await waitFor(() => expect(box).toHaveValue('sauv'));
    await userEvent.type(box, 'age{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ keyword: 'sauvage' });
  });
});
