import { Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '../../../contract/rules/currency';
import { homeZone } from '../../../contract/rules/delivery';
import { cartTotals } from '../../../contract/rules/shipping';
import type { CartItem } from '../../../contract/schemas/cart';
import { useShopDelivery } from '../../api/shop-delivery';

interface CartSummaryProps {
  items: readonly CartItem[];
  signedIn: boolean;
  /** A flagged line (gone, out of stock, short) must be dealt with before checkout. */
  blocked: boolean;
}

/** A figure the shop's rules decide, drawn once the device holds them. */
function Figure({ value, testId, bold }: { value: string | null; testId: string; bold?: boolean }) {
  if (value === null) return <Skeleton height={18} width={90} aria-label="Loading delivery fees" />;
  return (
    <Text fw={bold ? 700 : 600} data-testid={testId}>
      {value}
    </Text>
  );
}

export function CartSummary({ items, signedIn, blocked }: CartSummaryProps) {
  // Before a destination is known, the shop's home zone prices the cart (the demo's Lagos).
  const delivery = useShopDelivery();
  const home = delivery ? homeZone(delivery) : null;
  const totals = cartTotals(items, home ?? { fee: 0, freeFrom: null });
  const shipping = home
    ? totals.shipping > 0
      ? formatNaira(totals.shipping)
      : `Free shipping (${home.name} only)`
    : null;
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
          <Figure value={shipping} testId="cart-shipping" />
        </Group>
        {home && totals.amountToFreeShipping > 0 && (
          <Text size="sm" c="dimmed">
            Add {formatNaira(totals.amountToFreeShipping)} more to get free shipping ({home.name}{' '}
            only).
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Figure value={home ? formatNaira(totals.total) : null} testId="cart-total" bold />
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
