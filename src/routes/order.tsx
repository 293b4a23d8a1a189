import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { z } from '../../contract/zod';
import { requireSession } from '../app/route-guards';
import { OrderReceived } from '../features/checkout/order-received';
import { QueuedOrderStatus } from '../features/order-outbox/queued-order-status';

const orderSearchSchema = z.object({
  id: z.string().min(1).max(100).optional().catch(undefined),
  // The Idempotency-Key of an order confirmed offline and still in the outbox.
  queued: z.string().min(1).max(200).optional().catch(undefined),
});

export const Route = createFileRoute('/order')({
  // This browser's session: the server answers with the client-rendered shell (see
  // docs/deviations.md), the browser draws the page.
  ssr: false,
  staticData: { signedInOnly: true },
  validateSearch: orderSearchSchema,
  beforeLoad: requireSession,
  component: OrderPage,
});

function OrderPage() {
  const { id, queued } = Route.useSearch();
  return (
    <Container size="md" py="xl">
      {queued && !id ? <QueuedOrderStatus queuedKey={queued} /> : <OrderReceived orderId={id} />}
    </Container>
  );
}
