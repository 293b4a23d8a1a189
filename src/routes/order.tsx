import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../app/route-guards';
import { boundedStringSearch } from '../app/string-search';
import { OrderReceived } from '../features/checkout/order-received';
import { QueuedOrderStatus } from '../features/order-queue/queued-order-status';
import { OrderPayment } from '../features/payments/order-payment';
import { useShownOrder } from '../features/payments/use-shown-order';

const upTo = (max: number) => ({ min: 1, max });

const validateOrderSearch = boundedStringSearch({
  id: upTo(100),
  // The Idempotency-Key of an order confirmed offline and still in the order queue.
  queued: upTo(200),
  // Paystack (or the test gateway) sends the shopper back with the payment's reference, twice.
  reference: upTo(100),
  trxref: upTo(100),
});

export const Route = createFileRoute('/order')({
  // This browser's session: the server answers with the client-rendered shell (see
  // docs/deviations.md), the browser draws the page.
  ssr: false,
  staticData: { signedInOnly: true, title: 'Order confirmation' },
  validateSearch: validateOrderSearch,
  beforeLoad: requireSession,
  component: OrderPage,
});

function OrderPage() {
  const { id, queued, reference, trxref } = Route.useSearch();
  const shown = useShownOrder(queued && !id ? undefined : id, reference ?? trxref);
  if (queued && !id) {
    return (
      <Container size="md" py="xl">
        <QueuedOrderStatus queuedKey={queued} />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <OrderReceived orderId={id} order={shown.order} loading={shown.verifying || shown.loading} />
      <OrderPayment orderId={id} reference={reference ?? trxref} />
    </Container>
  );
}
