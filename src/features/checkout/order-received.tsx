import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import { isAdminAtom } from '../../state/auth-atoms';

export function OrderReceived({ orderId }: { orderId?: string }) {
  const isAdmin = useAtomValue(isAdminAtom);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h2">
          YOUR ORDER HAS BEEN RECEIVED
        </Title>
        <Text>Thank You For placing an Order</Text>
        {orderId && (
          <Text>
            Your order number is{' '}
            <Text span fw={700} ff="monospace" data-testid="order-number" title={orderId}>
              {shortOrderNumber(orderId)}
            </Text>
          </Text>
        )}
        <Anchor
          component={Link}
          to={isAdmin ? '/dashboard/admin/orders' : '/dashboard/user/orders'}
        >
          see order details
        </Anchor>
      </Stack>
    </Paper>
  );
}
