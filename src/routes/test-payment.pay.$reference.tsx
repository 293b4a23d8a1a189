import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/page-head';
import { TestPaymentScreen } from '../features/payments/test-payment-screen';

// The built-in test gateway's checkout page (server/payments/test-gateway.ts hands out its URL).
export const Route = createFileRoute('/test-payment/pay/$reference')({
  head: ({ match }) =>
    pageHead({
      title: 'Test payment',
      path: match.pathname,
      origin: match.context.origin,
      noindex: true,
    }),
  // Drawn in the browser, like the cart: the payment is read from the API there (in mock mode,
  // the API runs in the page).
  ssr: false,
  component: TestPaymentPage,
});

function TestPaymentPage() {
  const { reference } = Route.useParams();
  return (
    <Container size="sm" py="xl">
      <TestPaymentScreen reference={reference} />
    </Container>
  );
}
