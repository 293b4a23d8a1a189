import { Button, type ButtonProps } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { memo } from 'react';
import { useProductFlag } from '../../state/use-browser-atom-value';
import type { Product } from '../../../contract/schemas/product';
import { addToCartAtom, inCartAtom } from '../../state/cart-atoms';
import { afterStoredStateRestored } from '../../state/restored-storage';
import { toastCartFull } from './cart-full-toast';

type CartButtonProps = { product: Product } & ButtonProps;

/** 'Add to cart', then a disabled 'Added'; a disabled 'Sold Out' when unavailable. */
export function CartButton({ product, ...props }: CartButtonProps) {
  const inCart = useProductFlag(inCartAtom, product._id);
  return <CartButtonView product={product} inCart={inCart} {...props} />;
}

/**
 * Memoized: every card's CartButton renders again right after hydration (useBrowserAtomValue),
 * and for a product not in the cart its button draws the same; a listing redrew 15–20 Mantine
 * buttons twice in its first second for nothing. Callers pass primitives, so props compare.
 */
const CartButtonView = memo(function CartButtonView({
  product,
  inCart,
  ...props
}: CartButtonProps & { inCart: boolean }) {
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
});
