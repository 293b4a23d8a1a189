import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireSession } from '../app/route-guards';
import { OrderReceived } from '../features/checkout/order-received';

const orderSearchSchema = z.object({ id: z.string().min(1).max(100).optional().catch(undefined) });

export const Route = createFileRoute('/order')({
  validateSearch: orderSearchSchema,
  beforeLoad: requireSession,
  component: OrderPage,
});

function OrderPage() {
  const { id } = Route.useSearch();
  return (
    <Container size="md" py="xl">
      <OrderReceived orderId={id} />
    </Container>
  );
}
