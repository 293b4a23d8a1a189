import { showToast } from '../../app/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import type { CartItem } from '../../../contract/schemas/cart';
import type { DeliveryDetails } from '../../../contract/schemas/order';
import type { Quote } from '../../../contract/schemas/quote';
import { checkoutAttemptSignature, useCheckoutAttempt } from '../../api/checkout-attempt';
import { sessionUserAtom } from '../../state/auth-atoms';
import { sendOrder } from './order-mutation';
import { queuedOrderKeys } from '../../api/account-query-keys';
import { queueCheckout } from './order-queue-store';

export const ALREADY_WAITING_MESSAGE =
  'An order is already waiting for connection. It is sent first; you can order again once it is through.';

/**
 * Confirms a checkout. One Idempotency-Key per checkout attempt (api/checkout-attempt.ts, the
 * rule the online payment follows too): a double click, a retry after a lost answer or a second
 * tab all send the same key, so the server creates one order.
 *
 * The order is written to the order queue before it is sent, so a reload or a lost connection
 * never loses it. Placed at once, the shopper sees the confirmation; without an answer, the order page
 * shows it waiting while the order mutation keeps trying (order-mutation.ts). The cart is emptied
 * only once the server has accepted the order. An order through here is paid on delivery
 * (pay-on-delivery.ts): an online payment needs the shopper on the gateway's page when it is
 * placed, which a queued order cannot promise.
 *
 * The route hands this to the checkout screen (features do not import each other).
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAtomValue(sessionUserAtom);
  const attempt = useCheckoutAttempt();
  const inFlight = useRef(false);
  // The cart being sent: the screen keeps showing it while the accepted order leaves the cart.
  const [sending, setSending] = useState<readonly CartItem[] | null>(null);

  async function confirm(cart: readonly CartItem[], shipping: DeliveryDetails, agreed: Quote) {
    if (inFlight.current || cart.length === 0 || !user) return;
    inFlight.current = true;
    setSending(cart);
    const confirmation = { cartItems: cart, shipping, paymentMethod: 'on_delivery' } as const;
    const key = attempt.keyFor(confirmation);
    try {
      // At most one order waits per shopper: while one does, a new confirmation joins it and is
      // never sent (it would go out as a second order once the connection returns).
      const { queued, alreadyWaiting } = await queueCheckout({
        key,
        userId: user._id,
        // The total the shopper was shown goes with every attempt: the server refuses another.
        body: { paymentRef: true, cartItems: [...cart], shipping, expectedTotal: agreed.total },
        queuedAt: new Date().toISOString(),
        shown: agreed,
      });
      void queryClient.invalidateQueries({ queryKey: queuedOrderKeys.all });
      if (alreadyWaiting) {
        const waitingAttempt = { ...queued.body, paymentMethod: 'on_delivery' } as const;
        if (checkoutAttemptSignature(waitingAttempt) !== checkoutAttemptSignature(confirmation)) {
          showToast({ color: 'red', message: ALREADY_WAITING_MESSAGE });
        }
        await navigate({ to: '/order', search: { queued: queued.key } });
        return;
      }
      // Tried even when the browser says it is offline (the flag is often wrong): without a
      // connection the attempt fails at once, and the order waits in the queue for OrderQueueSync.
      const outcome = await sendOrder(queryClient, queued);
      if (outcome.kind === 'placed') {
        attempt.end();
        await navigate({ to: '/order', search: { id: outcome.order._id } });
      } else if (outcome.kind === 'waiting' || outcome.kind === 'price-changed') {
        // The order page shows it waiting, or asks about the new total.
        await navigate({ to: '/order', search: { queued: key } });
      }
      // Refused: the order mutation said why, and the shopper may try again. On hold: the
      // session ended, and its handler has sent the shopper to sign in.
    } finally {
      inFlight.current = false;
      setSending(null);
    }
  }

  return { confirm, busy: sending !== null, sending };
}
