import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { isAdminAtom, sessionUserAtom } from '../../state/auth-atoms';

/** /login for someone already signed in: say so instead of a second login form. */
export function SignedInNotice() {
  const user = useAtomValue(sessionUserAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  return (
    <Paper withBorder radius="md" p="xl" maw={440} mx="auto">
      <Stack gap="sm" ta="center" align="center">
        <Title order={1} size="h2">
          You are signed in
        </Title>
        {user && <Text c="dimmed">as {user.username || user.name}</Text>}
        <Group justify="center">
          <Anchor component={Link} to={isAdmin ? '/dashboard/admin' : '/dashboard/user'}>
            Go to your dashboard
          </Anchor>
          <Anchor component={Link} to="/">
            Continue shopping
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
