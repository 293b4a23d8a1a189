import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();

describe('footer', () => {
  it('lists the useful links spelled right, each to its own page, and social links open safely in a new tab', async () => {
    renderRoute('/blog');
    const useful = await screen.findByRole('navigation', { name: 'Useful Links' });
    expect(
      within(useful)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Help', '/contact'],
      ['FAQ', '/faq'],
      ['Shipping Information', '/shipping'],
      ['Returns and exchanges', '/returns'],
      ['Privacy policy', '/privacy'],
      ['Terms and conditions', '/terms'],
    ]);
    const instagram = screen.getByRole('link', { name: 'FragranceHub on Instagram' });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
  });

  it('the newsletter box rejects a bad email, then subscribes a good one with a toast', async () => {
    renderRoute('/blog');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Thanks for subscribing!', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));
  });
});
