import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '../features/cart/cart-screen';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/cart')({
  head: ({ match }) =>
    pageHead({ title: 'Cart', path: match.pathname, origin: match.context.origin }),
  // This browser's session or cart: the server sends the layout and a placeholder (see
  // docs/deviations.md), the browser draws the screen.
  ssr: false,
  component: CartScreen,
});
