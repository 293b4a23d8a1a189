import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

const loginSearchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>Login</Title>
    </Container>
  );
}
