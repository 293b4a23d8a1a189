import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { wishlistCountAtom } from '../../state/wishlist-atoms';
import { CountLink } from './count-link';
import { HeartIcon } from './icons';

/** The header's link to /wishlist, with the count of saved products (as the cart's). */
export function WishlistLink() {
  return (
    <CountLink to="/wishlist" label="Wishlist" count={useBrowserAtomValue(wishlistCountAtom, 0)}>
      <HeartIcon />
    </CountLink>
  );
}
