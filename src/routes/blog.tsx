import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { COMING_SOON_TEXT } from '../../contract/messages';

export const Route = createFileRoute('/blog')({
  component: BlogPage,
});

function BlogPage() {
  return (
    <Container size="md" py={80}>
      <Title order={1} ta="center" c="plum.8">
        {COMING_SOON_TEXT}
      </Title>
    </Container>
  );
}
