import { showToast } from '../../app/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ORDER_FAILED_MESSAGE } from '../../../contract/messages';
import type { CartItem } from '../../../contract/schemas/cart';
import type { DeliveryDetails } from '../../../contract/schemas/order';
import { serverErrorText } from '../../api/error-message';
import { isNetworkFailure } from '../../api/network-failure';
import { placeOnlineOrder } from '../../api/payments';
import { useGoToUrl } from '../../app/use-go-to-url';
import { appStore } from '../../state/app-store';
import { removeFromCartAtom } from '../../state/cart-atoms';

const NO_CONNECTION = 'the connection failed. Try again, or choose to pay on delivery.';

/** What an order changes: stock on every screen, and the shopper's order lists. */
const STALE_AFTER_ORDER = [['orders']] as const;

/**
 * Places an order paid online and sends the shopper to the gateway's page. Unlike a pay-on-delivery
 * order, it is not kept in the order queue to be sent later: paying needs the connection now,
 * so it is sent once, here, and a failure is shown at once with the cart untouched. One
 * Idempotency-Key per checkout attempt (same lines, same delivery details): a double click or a
 * retry after a lost answer returns the first order and its payment page, never a second order.
 */
export function usePayOnline() {
  const queryClient = useQueryClient();
  const goTo = useGoToUrl();
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const inFlight = useRef(false);
  // The cart being sent, still shown while the page changes to the gateway's.
  const [sending, setSending] = useState<readonly CartItem[] | null>(null);

  async function pay(cart: readonly CartItem[], shipping: DeliveryDetails) {
    if (inFlight.current || cart.length === 0) return;
    inFlight.current = true;
    setSending(cart);
    const signature = JSON.stringify([cart.map((item) => [item._id, item.addedQty]), shipping]);
    if (attempt.current?.signature !== signature) {
      attempt.current = { key: crypto.randomUUID(), signature };
    }
    try {
      const { order, payment } = await placeOnlineOrder(
        { paymentRef: true, paymentMethod: 'paystack', cartItems: [...cart], shipping },
        attempt.current.key,
      );
      // The order holds the stock from now on; if the shopper does not pay, the order page and
      // the Orders list offer to pay again or on delivery.
      for (const item of cart) appStore.set(removeFromCartAtom, item._id);
      for (const queryKey of STALE_AFTER_ORDER) void queryClient.invalidateQueries({ queryKey });
      attempt.current = null;
      // Without a payment page (a repeat of an order already paid) the order page says how it is.
      await goTo(payment?.authorizationUrl ?? `/order?id=${encodeURIComponent(order._id)}`);
    } catch (error) {
      // Kept on a lost answer: the order may have been placed, and the same key finds it again.
      const reason = isNetworkFailure(error) ? NO_CONNECTION : await serverErrorText(error);
      showToast({
        color: 'red',
        message: reason ? `${ORDER_FAILED_MESSAGE}: ${reason}` : ORDER_FAILED_MESSAGE,
        autoClose: false,
      });
      setSending(null);
    } finally {
      inFlight.current = false;
    }
  }

  return { pay, busy: sending !== null, sending };
}
