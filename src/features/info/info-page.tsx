import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every help page shares: its heading, a line saying what it covers, its sections. */
export function InfoPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** One titled part of a help page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
