import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { COMING_SOON_TEXT } from '../../contract/messages';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/blog')({
  head: ({ match }) =>
    pageHead({ title: 'Blog', path: match.pathname, origin: match.context.origin }),
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
