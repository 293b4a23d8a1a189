import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('draws whole stars plus a half star from .5, with the mean and the real count', () => {
    renderWithProviders(<StarRating avgRating={3.6} reviewCount={3} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('3.6 · 3 Reviews')).toBeInTheDocument();
  });

  it('says one Review in the singular', () => {
    renderWithProviders(<StarRating avgRating={4} reviewCount={1} />);
    expect(screen.getByText('4.0 · 1 Review')).toBeInTheDocument();
  });

  it('drops a fraction under .5', () => {
    renderWithProviders(<StarRating avgRating={4.4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it("says 'No rating' for an unrated product", () => {
    renderWithProviders(<StarRating avgRating={0} reviewCount={0} />);
    expect(screen.getByText('No rating')).toBeInTheDocument();
    expect(screen.queryByText(/Reviews?$/)).not.toBeInTheDocument();
  });
});
