import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Shared by /cart and (through a route) /cart-empty. */
export function EmptyCart() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={1} size="h2">
        Your Cart is Empty
      </Title>
      <Text c="dimmed">Browse all categories and discover our new arrival</Text>
      <Button component={Link} to="/all-fragrances">
        Start Shopping
      </Button>
    </Stack>
  );
}
