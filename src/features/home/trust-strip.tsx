import { Container, Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { HeadsetIcon, LockIcon, ShieldIcon } from '../../components/layout/icons';

const ITEMS = [
  { text: '100% Authentic Fragrance', Icon: ShieldIcon },
  { text: 'Secure & Safe Payment', Icon: LockIcon },
  { text: 'Top-notch Customer Support', Icon: HeadsetIcon },
] as const;

export function TrustStrip() {
  return (
    <Container size="xl" py="lg" component="section" aria-label="Why shop with us">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {ITEMS.map(({ text, Icon }) => (
          <Paper key={text} withBorder p="md" radius="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="light">
                <Icon />
              </ThemeIcon>
              <Text fw={600}>{text}</Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
