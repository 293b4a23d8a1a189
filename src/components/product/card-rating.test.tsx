import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CardRating } from './card-rating';

describe('CardRating', () => {
  it('says the mean, and nothing while unrated', () => {
    const { unmount } = renderWithProviders(<CardRating avgRating={4.3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toHaveTextContent('★ 4.3');
    unmount();
    renderWithProviders(<CardRating avgRating={0} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('No rating')).toBeNull();
  });
});
