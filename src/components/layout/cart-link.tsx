import { cartCountAtom } from '../../state/cart-atoms';
import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { CountLink } from './count-link';
import { CartIcon } from './icons';

export function CartLink() {
  return (
    <CountLink to="/cart" label="Cart" count={useBrowserAtomValue(cartCountAtom, 0)}>
      <CartIcon />
    </CountLink>
  );
}
