import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '../../state/auth-atoms';
import { StockAlertList } from '../../components/stock-alerts/stock-alert-controls';

export function UserDashboard() {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {/* By name, as the admin's dashboard greets: a username ('chioma09178') is a login. */}
        <Title order={1} size="h2">
          Hello, {user.name || user.username}
        </Title>
        <Group component="nav" aria-label="Your account" gap="lg">
          <Anchor component={Link} to="/dashboard/user/profile">
            Profile
          </Anchor>
          <Anchor component={Link} to="/dashboard/user/orders">
            Orders
          </Anchor>
          <Anchor component={Link} to="/wishlist">
            Wishlist
          </Anchor>
        </Group>
        <Stack gap={4}>
          <Text>
            <Text span c="dimmed">
              Name:{' '}
            </Text>
            {user.name}
          </Text>
          <Text>
            <Text span c="dimmed">
              Email:{' '}
            </Text>
            {user.email}
          </Text>
        </Stack>
        <StockAlertList userId={user._id} />
      </Stack>
    </Paper>
  );
}
