import { Container, Text } from '@mantine/core';

export function AppFooter() {
  return (
    <Container component="footer" size="xl" py="xl">
      <Text size="sm" c="dimmed">
        FragranceHub is an e-commerce platform for perfumes, with a wide range of brands for every
        budget.
      </Text>
    </Container>
  );
}
