import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { afterHydration } from '../components/after-hydration';
import { TestPaymentScreen } from '../features/payments/test-payment-screen';

// The built-in test gateway's checkout page (server/payments/test-gateway.ts hands out its URL).
// Named by `staticData.title`, not a head of its own: route options other than the component ride
// in every shopper's first load, and nothing links this page for a search engine to find.
export const Route = createFileRoute('/test-payment/pay/$reference')({
  staticData: { title: 'Test payment' },
  // Drawn in the browser, like the cart: the payment is read from the API there (in mock mode,
  // the API runs in the page).
  component: afterHydration(TestPaymentPage),
});

function TestPaymentPage() {
  const { reference } = Route.useParams();
  return (
    <Container size="sm" py="xl">
      <TestPaymentScreen reference={reference} />
    </Container>
  );
}
