import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../app/route-guards';
import { CheckoutScreen } from '../features/checkout/checkout-screen';
import { usePlaceOrder } from '../features/order-outbox/use-place-order';

export const Route = createFileRoute('/checkout')({
  beforeLoad: requireSession,
  component: CheckoutPage,
});

/** The checkout screen collects the order; the order outbox sends it and sees it through. */
function CheckoutPage() {
  return <CheckoutScreen placeOrder={usePlaceOrder()} />;
}
