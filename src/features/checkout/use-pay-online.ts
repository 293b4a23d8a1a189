import { showToast } from '../../app/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ORDER_FAILED_MESSAGE } from '../../../contract/messages';
import type { CartItem } from '../../../contract/schemas/cart';
import type { DeliveryDetails } from '../../../contract/schemas/order';
import type { Quote } from '../../../contract/schemas/quote';
import { priceChangedQuote } from '../../api/price-changed';
import { useCheckoutAttempt } from '../../api/checkout-attempt';
import { serverErrorText } from '../../api/error-message';
import { isNetworkFailure } from '../../api/network-failure';
import { invalidateAfterOrder } from '../../api/orders';
import { placeOnlineOrder } from '../../api/payments';
import { useGoToUrl } from '../../app/use-go-to-url';
import { appStore } from '../../state/app-store';
import { removeFromCartAtom } from '../../state/cart-atoms';

const NO_CONNECTION = 'the connection failed. Try again, or choose to pay on delivery.';

/**
 * Places an order paid online and sends the shopper to the gateway's page. Unlike a pay-on-delivery
 * order, it is not kept in the order queue to be sent later: paying needs the connection now,
 * so it is sent once, here, and a failure is shown at once with the cart untouched. One
 * Idempotency-Key per checkout attempt (api/checkout-attempt.ts, the rule the order queue follows
 * too): a double click or a retry after a lost answer returns the first order and its payment
 * page, never a second order.
 */
export function usePayOnline() {
  const queryClient = useQueryClient();
  const goTo = useGoToUrl();
  const attempt = useCheckoutAttempt();
  const inFlight = useRef(false);
  // The cart being sent, still shown while the page changes to the gateway's.
  const [sending, setSending] = useState<readonly CartItem[] | null>(null);
  // The server's new figures for an order it refused at the total shown, with what to resend.
  const [priceChange, setPriceChange] = useState<{
    shown: Quote;
    now: Quote;
    retry: (now: Quote) => Promise<void>;
  } | null>(null);

  async function pay(cart: readonly CartItem[], shipping: DeliveryDetails, agreed: Quote) {
    if (inFlight.current || cart.length === 0) return;
    inFlight.current = true;
    setSending(cart);
    const key = attempt.keyFor({ cartItems: cart, shipping, paymentMethod: 'paystack' });
    try {
      const { order, payment } = await placeOnlineOrder(
        {
          paymentRef: true,
          paymentMethod: 'paystack',
          cartItems: [...cart],
          shipping,
          expectedTotal: agreed.total,
        },
        key,
      );
      setPriceChange(null);
      // The order holds the stock from now on; if the shopper does not pay, the order page and
      // the Orders list offer to pay again or on delivery.
      for (const item of cart) appStore.set(removeFromCartAtom, item._id);
      invalidateAfterOrder(queryClient);
      attempt.end();
      // Without a payment page (a repeat of an order already paid) the order page says how it is.
      await goTo(payment?.authorizationUrl ?? `/order?id=${encodeURIComponent(order._id)}`);
    } catch (error) {
      setSending(null);
      // Nothing was kept: the shopper sees the new figures and decides (the same key again).
      const now = await priceChangedQuote(error);
      if (now) {
        setPriceChange({ shown: agreed, now, retry: (next) => pay(cart, shipping, next) });
        return;
      }
      // Kept on a lost answer: the order may have been placed, and the same key finds it again.
      const reason = isNetworkFailure(error) ? NO_CONNECTION : await serverErrorText(error);
      showToast({
        color: 'red',
        message: reason ? `${ORDER_FAILED_MESSAGE}: ${reason}` : ORDER_FAILED_MESSAGE,
        autoClose: false,
      });
    } finally {
      inFlight.current = false;
    }
  }

  return {
    pay,
    busy: sending !== null,
    sending,
    priceChange: priceChange && { shown: priceChange.shown, now: priceChange.now },
    confirmNewTotal: async (now: Quote) => priceChange?.retry(now),
    dismissNewTotal: () => setPriceChange(null),
  };
}
