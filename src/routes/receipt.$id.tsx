import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../app/route-guards';
import { ReceiptScreen } from '../features/receipt/receipt-screen';

export const Route = createFileRoute('/receipt/$id')({
  // This browser's session: the browser draws the page (see docs/deviations.md).
  ssr: false,
  staticData: { signedInOnly: true },
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
