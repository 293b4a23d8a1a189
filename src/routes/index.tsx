import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>FragranceHub</Title>
    </Container>
  );
}
