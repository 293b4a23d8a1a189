import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { ORDER_CREATED_MESSAGE, ORDER_FAILED_MESSAGE } from '../../../contract/messages';
import type { CartItem } from '../../../contract/schemas/cart';
import type { DeliveryDetails } from '../../../contract/schemas/order';
import { serverErrorText } from '../../api/error-message';
import { placeOrder } from '../../api/orders';
import { clearCartAtom } from '../../state/cart-atoms';
import { toastError, toastSuccess } from './toast';

function cartSignature(cart: readonly CartItem[]) {
  return cart.map((item) => `${item._id}:${item.addedQty}`).join(',');
}

/**
 * One Idempotency-Key per checkout attempt: a double click, a retry after a lost answer or a
 * second tab all send the same key, so the server creates one order. A changed cart is a new
 * attempt and gets a new key.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearCart = useSetAtom(clearCartAtom);
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function confirm(cart: CartItem[], shipping: DeliveryDetails) {
    if (inFlight.current || cart.length === 0) return;
    inFlight.current = true;
    setBusy(true);
    const signature = cartSignature(cart);
    if (attempt.current?.signature !== signature) {
      attempt.current = { key: crypto.randomUUID(), signature };
    }
    try {
      const order = await placeOrder(
        { paymentRef: true, cartItems: cart, shipping },
        attempt.current.key,
      );
      attempt.current = null;
      toastSuccess(ORDER_CREATED_MESSAGE);
      // Stock and the order list changed: everything cached is now stale.
      void queryClient.invalidateQueries();
      await navigate({ to: '/order', search: { id: order._id } });
      clearCart();
    } catch (error) {
      const reason = await serverErrorText(error);
      toastError(reason ? `${ORDER_FAILED_MESSAGE}: ${reason}` : ORDER_FAILED_MESSAGE);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { confirm, busy };
}
