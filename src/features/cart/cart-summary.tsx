import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '../../../contract/rules/currency';
import { cartTotals } from '../../../contract/rules/shipping';
import type { CartItem } from '../../../contract/schemas/cart';

interface CartSummaryProps {
  items: readonly CartItem[];
  signedIn: boolean;
  /** A flagged line (gone, out of stock, short) must be dealt with before checkout. */
  blocked: boolean;
}

export function CartSummary({ items, signedIn, blocked }: CartSummaryProps) {
  const totals = cartTotals(items);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cart-summary-title">
          Cart Summary
        </Title>
        <Group justify="space-between">
          <Text>Subtotal</Text>
          <Text fw={600} data-testid="cart-subtotal">
            {formatNaira(totals.subtotal)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>Shipping</Text>
          <Text fw={600} data-testid="cart-shipping">
            {totals.shipping > 0 ? formatNaira(totals.shipping) : 'Free shipping (Lagos only)'}
          </Text>
        </Group>
        {totals.shipping > 0 && (
          <Text size="sm" c="dimmed">
            Add {formatNaira(totals.amountToFreeShipping)} more to get free shipping (Lagos only).
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="cart-total">
            {formatNaira(totals.total)}
          </Text>
        </Group>
        {blocked && (
          <Text size="sm" c="red.8">
            Remove or adjust the flagged items to continue.
          </Text>
        )}
        {signedIn ? (
          blocked ? (
            <Button fullWidth disabled>
              Checkout Now
            </Button>
          ) : (
            <Button component={Link} to="/checkout" fullWidth>
              Checkout Now
            </Button>
          )
        ) : (
          <Button
            fullWidth
            renderRoot={(props) => <Link to="/login" search={{ redirect: '/cart' }} {...props} />}
          >
            Login to checkout
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
