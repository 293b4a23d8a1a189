import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '../features/cart/cart-screen';
import { pageHead } from '../app/page-head';
import { afterHydration } from '../components/after-hydration';

export const Route = createFileRoute('/cart')({
  head: ({ match }) =>
    pageHead({ title: 'Cart', path: match.pathname, origin: match.context.origin }),
  // This browser's cart: the server sends the layout and a placeholder (see
  // docs/deviations.md), the browser draws the screen once the page has hydrated.
  component: afterHydration(CartScreen),
});
