import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '../../../contract/rules/currency';
import { homeZone } from '../../../contract/rules/delivery';
import { koboToNaira } from '../../../contract/rules/money';
import { cartSubtotalKobo } from '../../../contract/rules/shipping';
import type { CartItem } from '../../../contract/schemas/cart';
import { useShopDelivery } from '../../api/shop-delivery';
import { PricedFigure } from '../../components/orders/priced-figure';
import { shownTotals } from '../../components/orders/shown-totals';

interface CartSummaryProps {
  items: readonly CartItem[];
  signedIn: boolean;
  /** A flagged line (gone, out of stock, short) must be dealt with before checkout. */
  blocked: boolean;
}

export function CartSummary({ items, signedIn, blocked }: CartSummaryProps) {
  // Before a destination is known, the shop's home zone prices the cart (the demo's Lagos), by
  // the rule and in the words checkout uses for door delivery to a state not yet chosen.
  const delivery = useShopDelivery();
  const shown = shownTotals(items, delivery, null, 'door');
  const home = delivery ? homeZone(delivery) : null;
  const subtotal = koboToNaira(cartSubtotalKobo(items));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cart-summary-title">
          Cart Summary
        </Title>
        <Group justify="space-between">
          <Text>Subtotal</Text>
          <Text fw={600} data-testid="cart-subtotal">
            {formatNaira(subtotal)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>Shipping</Text>
          <PricedFigure value={shown?.shipping} testId="cart-shipping" />
        </Group>
        {home && shown && shown.totals.amountToFreeShipping > 0 && (
          <Text size="sm" c="dimmed">
            Add {formatNaira(shown.totals.amountToFreeShipping)} more to get free shipping (
            {home.name} only).
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <PricedFigure
            value={shown ? formatNaira(shown.totals.total) : undefined}
            testId="cart-total"
            weight={700}
          />
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
