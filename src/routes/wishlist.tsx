import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/page-head';
import { afterHydration } from '../components/after-hydration';
import { WishlistScreen } from '../features/wishlist/wishlist-screen';

export const Route = createFileRoute('/wishlist')({
  head: ({ match }) =>
    pageHead({ title: 'Wishlist', path: match.pathname, origin: match.context.origin }),
  // This browser's list (or the account's copy on it): drawn once the page has hydrated.
  component: afterHydration(WishlistScreen),
});
