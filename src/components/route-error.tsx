import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/**
 * A route whose code or data failed to load (a dropped connection mid-navigation): say so and
 * offer Retry, which loads the route again, instead of an empty page.
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1} size="h2">
          This page could not be loaded
        </Title>
        <Text c="dimmed">Please check your connection and try again.</Text>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Retry
        </Button>
      </Stack>
    </Container>
  );
}
