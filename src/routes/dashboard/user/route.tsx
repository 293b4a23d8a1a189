import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../../../app/route-guards';

export const Route = createFileRoute('/dashboard/user')({
  // This browser's session: the server answers with the client-rendered shell (see
  // docs/deviations.md), the browser draws the page.
  ssr: false,
  staticData: { signedInOnly: true },
  beforeLoad: requireSession,
  component: UserArea,
});

function UserArea() {
  return (
    <Container size="lg" py="xl">
      <Outlet />
    </Container>
  );
}
