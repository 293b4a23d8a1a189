import { useMemo, useRef } from 'react';
import type { CartItem } from '../../contract/schemas/cart';
import type { DeliveryDetails } from '../../contract/schemas/order';
import type { PaymentMethod } from '../../contract/schemas/payment';

/** One confirmation at checkout: what is ordered, where it goes and how it is paid. */
export interface CheckoutConfirmation {
  cartItems: readonly CartItem[];
  shipping?: DeliveryDetails;
  paymentMethod: PaymentMethod;
}

/**
 * The rule for "the same checkout attempt", for every way an order leaves the checkout: the same
 * products in the same quantities, the same delivery details and the same way of paying. The
 * server answers a repeated Idempotency-Key with the first order, so a confirmation that differs
 * in any of these must carry a new key, or it would get the first order back unchanged.
 */
export function checkoutAttemptSignature({
  cartItems,
  shipping,
  paymentMethod,
}: CheckoutConfirmation): string {
  return JSON.stringify([
    cartItems.map((item) => [item._id, item.addedQty]),
    [
      shipping?.deliveryMethod,
      shipping?.fullName,
      shipping?.phone,
      shipping?.address,
      shipping?.region,
      shipping?.city,
    ],
    paymentMethod,
  ]);
}

/**
 * The Idempotency-Key of the checkout attempt under way: a double click, a retry after a lost
 * answer or a second confirmation of the same attempt all get the same key, so the server creates
 * one order; a changed attempt gets a new one. `end` forgets it once an order has been placed.
 */
export function useCheckoutAttempt() {
  const current = useRef<{ key: string; signature: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(confirmation: CheckoutConfirmation): string {
        const signature = checkoutAttemptSignature(confirmation);
        if (current.current?.signature !== signature) {
          current.current = { key: crypto.randomUUID(), signature };
        }
        return current.current.key;
      },
      end() {
        current.current = null;
      },
    }),
    [],
  );
}
