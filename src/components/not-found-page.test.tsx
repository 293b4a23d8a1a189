import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';

describe('404 page', () => {
  it('shows for an unknown path and Back to Home goes to /', async () => {
    const { router } = renderRoute('/definitely-not-a-page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
