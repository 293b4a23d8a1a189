import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { wishlistCountAtom } from '../../state/wishlist-atoms';
import { HeartIcon } from './icons';

/** The header's link to /wishlist, with the count of saved products (as the cart's). */
export function WishlistLink() {
  const count = useBrowserAtomValue(wishlistCountAtom, 0);
  return (
    <Indicator label={count} size={18} offset={4} disabled={count === 0} color="plum.8">
      <ActionIcon
        component={Link}
        to="/wishlist"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}
      >
        <HeartIcon />
      </ActionIcon>
    </Indicator>
  );
}
