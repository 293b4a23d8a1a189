import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { ORDER_CREATED_MESSAGE, ORDER_FAILED_MESSAGE } from '../../../contract/messages';
import type { CartItem } from '../../../contract/schemas/cart';
import type { DeliveryDetails, PaymentRequestBody } from '../../../contract/schemas/order';
import { serverErrorText } from '../../api/error-message';
import { isNetworkFailure } from '../../api/network-failure';
import { cartSignature, listQueuedOrders, queueCheckout } from '../../api/order-outbox';
import { placeOrder } from '../../api/orders';
import { sessionUserAtom } from '../../state/auth-atoms';
import { clearCartAtom } from '../../state/cart-atoms';
import { outboxVersionAtom } from '../../state/outbox-atoms';
import { toastError, toastSuccess } from './toast';

export const ALREADY_WAITING_MESSAGE =
  'An order is already waiting for connection. It is sent first; you can order again once it is through.';

/**
 * One Idempotency-Key per checkout attempt: a double click, a retry after a lost answer or a
 * second tab all send the same key, so the server creates one order. A changed cart is a new
 * attempt and gets a new key.
 *
 * Without a connection (offline, or the request never got an answer) the order goes to the
 * outbox with that same key and the shopper sees it waiting; OutboxSync sends it later and only
 * then is the cart emptied.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearCart = useSetAtom(clearCartAtom);
  const user = useAtomValue(sessionUserAtom);
  const bumpOutbox = useSetAtom(outboxVersionAtom);
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
    const key = attempt.current.key;
    const body: PaymentRequestBody = { paymentRef: true, cartItems: cart, shipping };

    async function queue(userId: string) {
      const { queued, alreadyWaiting } = await queueCheckout({
        key,
        userId,
        body,
        queuedAt: new Date().toISOString(),
      });
      bumpOutbox((v) => v + 1);
      if (alreadyWaiting && cartSignature(queued.body.cartItems) !== signature) {
        toastError(ALREADY_WAITING_MESSAGE);
      }
      await navigate({ to: '/order', search: { queued: queued.key } });
    }

    try {
      // At most one order waits per shopper: while one does, a new confirmation joins it and is
      // never sent (the service worker would keep and send that one too, as a second order).
      if (user && (await listQueuedOrders(user._id)).length > 0) {
        await queue(user._id);
        return;
      }
      // Tried even when the browser says it is offline: the attempt fails at once then, and the
      // service worker keeps it to send by itself once the connection is back (vite.config.ts).
      const order = await placeOrder(body, key);
      attempt.current = null;
      toastSuccess(ORDER_CREATED_MESSAGE);
      // Stock and the order list changed: everything cached is now stale.
      void queryClient.invalidateQueries();
      await navigate({ to: '/order', search: { id: order._id } });
      clearCart();
    } catch (error) {
      if (user && isNetworkFailure(error)) {
        await queue(user._id);
        return;
      }
      const reason = await serverErrorText(error);
      toastError(reason ? `${ORDER_FAILED_MESSAGE}: ${reason}` : ORDER_FAILED_MESSAGE);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { confirm, busy };
}
