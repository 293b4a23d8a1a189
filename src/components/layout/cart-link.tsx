import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { cartCountAtom } from '../../state/cart-atoms';
import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { CartIcon } from './icons';

export function CartLink() {
  const count = useBrowserAtomValue(cartCountAtom, 0);
  return (
    <Indicator label={count} size={18} offset={4} disabled={count === 0} color="plum.8">
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      >
        <CartIcon />
      </ActionIcon>
    </Indicator>
  );
}
