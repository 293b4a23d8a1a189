import { Button, type ButtonProps } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { NO_IDS, useBrowserAtomValue } from '../../state/use-browser-atom-value';
import type { Product } from '../../../contract/schemas/product';
import { addToCartAtom, cartIdsAtom } from '../../state/cart-atoms';
import { afterStoredStateRestored } from '../../state/restored-storage';
import { toastCartFull } from './cart-full-toast';

/** 'Add to cart', then a disabled 'Added'; a disabled 'Sold Out' when unavailable. */
export function CartButton({ product, ...props }: { product: Product } & ButtonProps) {
  const inCart = useBrowserAtomValue(cartIdsAtom, NO_IDS).has(product._id);
  const addToCart = useSetAtom(addToCartAtom);
  if (!product.isAvailable) {
    return (
      <Button disabled {...props}>
        Sold Out
      </Button>
    );
  }
  if (inCart) {
    return (
      <Button disabled {...props}>
        Added
      </Button>
    );
  }
  return (
    <Button
      {...props}
      // A tap before the stored cart is restored is answered once it is, from the cart it holds.
      onClick={() =>
        afterStoredStateRestored(() => {
          if (addToCart(product) === 'full') toastCartFull();
        })
      }
      // Starts with the visible text, so speech users can say what they see (WCAG 2.5.3).
      aria-label={`Add to cart: ${product.name}`}
    >
      Add to cart
    </Button>
  );
}
