import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../../../app/route-guards';

export const Route = createFileRoute('/dashboard/user')({
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
