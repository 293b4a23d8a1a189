import { Container } from '@mantine/core';
import { shortOrderNumber } from '../../contract/rules/order-number';
import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../app/route-guards';
import { ReceiptScreen } from '../features/receipt/receipt-screen';

export const Route = createFileRoute('/receipt/$id')({
  // This browser's session: the browser draws the page (see docs/deviations.md).
  ssr: false,
  staticData: { signedInOnly: true, title: (p) => `Receipt ${shortOrderNumber(p.id ?? '')}` },
  beforeLoad: requireSession,
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { id } = Route.useParams();
  return (
    <Container size="md" py="xl">
      <ReceiptScreen orderId={id} />
    </Container>
  );
}
