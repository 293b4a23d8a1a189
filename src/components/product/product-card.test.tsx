import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../../contract/test-support/sample-product';
import { renderWithRouter } from '../../test/render';
import { ProductCard } from './product-card';

const HOUR = 3600 * 1000;
const saleEnding = (offset: number) => ({
  price: 40000,
  percentOff: 20,
  endsAt: new Date(Date.now() + offset).toISOString(),
});

describe('ProductCard on the Flash Sale', () => {
  it('shows the sale price with the old price struck through, and says so in words', async () => {
    const product = sampleProduct({ price: 50000, sale: saleEnding(HOUR) });
    renderWithRouter(<ProductCard product={product} imageSizes="240px" />);
    const card = await screen.findByRole('article', { name: product.name });
    expect(within(card).getByText('Was ₦50,000.00, now ₦40,000.00')).toBeInTheDocument();
    expect(within(card).getByText('₦50,000.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(card).getByText('₦40,000.00')).not.toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(within(card).getByText('-20%')).toBeInTheDocument();
  });

  it('shows the price alone once the sale has ended, or with none', async () => {
    for (const sale of [saleEnding(-1000), null]) {
      const product = sampleProduct({ _id: `p-${String(sale)}`, price: 50000, sale });
      const { unmount } = renderWithRouter(<ProductCard product={product} imageSizes="240px" />);
      const card = await screen.findByRole('article', { name: product.name });
      expect(within(card).getByText('₦50,000.00')).not.toHaveStyle({
        textDecoration: 'line-through',
      });
      expect(within(card).queryByText(/^Was /)).toBeNull();
      expect(within(card).queryByText('-20%')).toBeNull();
      unmount();
    }
  });
});

describe('ProductCard rating', () => {
  it('shows a star, the mean and the review count once rated, and nothing while unrated', async () => {
    const rated = sampleProduct({ _id: 'rated', avgRating: 4.3, reviewCount: 3 });
    const { unmount } = renderWithRouter(<ProductCard product={rated} imageSizes="240px" />);
    const card = await screen.findByRole('article', { name: rated.name });
    expect(
      within(card).getByRole('img', { name: 'Rated 4.3 out of 5 from 3 reviews' }),
    ).toHaveTextContent('★ 4.3 (3)');
    unmount();
    const unrated = sampleProduct({ _id: 'unrated', avgRating: 0, reviewCount: 0 });
    renderWithRouter(<ProductCard product={unrated} imageSizes="240px" />);
    const plain = await screen.findByRole('article', { name: unrated.name });
    expect(within(plain).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(within(plain).queryByText('No rating')).toBeNull();
  });
});
