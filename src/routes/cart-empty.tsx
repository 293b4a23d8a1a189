import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RecentlyViewedStrip } from '../components/product/recently-viewed-strip';
import { EmptyCart } from '../features/cart/empty-cart';
import { FlashSaleBlock } from '../features/home/flash-sale-block';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/cart-empty')({
  head: ({ match }) =>
    pageHead({ title: 'Your cart is empty', path: match.pathname, origin: match.context.origin }),
  component: CartEmptyPage,
});

function CartEmptyPage() {
  return (
    <Container size="xl" py="xl">
      <EmptyCart />
      <RecentlyViewedStrip />
      <FlashSaleBlock />
    </Container>
  );
}
