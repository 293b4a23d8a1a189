import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../../../app/route-guards';

export const Route = createFileRoute('/dashboard/user')({
  // This browser's session or cart: the server sends the layout and a placeholder (see
  // docs/deviations.md), the browser draws the screen.
  ssr: false,
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
