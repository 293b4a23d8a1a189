import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../app/route-guards';
import { CheckoutScreen } from '../features/checkout/checkout-screen';

export const Route = createFileRoute('/checkout')({
  beforeLoad: requireSession,
  component: CheckoutScreen,
});
