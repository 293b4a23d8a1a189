import { Anchor, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function AppHeader() {
  return (
    <Container component="header" size="xl" py="sm">
      <Group justify="space-between">
        <Anchor component={Link} to="/" fw={800} fz="xl" c="plum.8" underline="never">
          FragranceHub
        </Anchor>
      </Group>
    </Container>
  );
}
