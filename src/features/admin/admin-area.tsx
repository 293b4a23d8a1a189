import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { NeedsConnection } from '../../components/needs-connection';

/** Every admin page's frame; the admin components' styles come with it (admin-styles.ts). */
export function AdminArea() {
  return (
    <Container size="lg" py="xl">
      <NeedsConnection action="Managing the store" />
      <Outlet />
    </Container>
  );
}
