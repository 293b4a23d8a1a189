import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../app/route-guards';
import { CheckoutScreen } from '../features/checkout/checkout-screen';
import { usePlaceOrder } from '../features/order-queue/use-place-order';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/checkout')({
  head: ({ match }) =>
    pageHead({ title: 'Checkout', path: match.pathname, origin: match.context.origin }),
  // This browser's session: the server answers with the client-rendered shell (see
  // docs/deviations.md), the browser draws the page.
  ssr: false,
  staticData: { signedInOnly: true },
  beforeLoad: requireSession,
  component: CheckoutPage,
});

/** The checkout screen collects the order; the order queue sends it and sees it through. */
function CheckoutPage() {
  return <CheckoutScreen placeOrder={usePlaceOrder()} />;
}
