import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CHECKOUT_NAME_MAX } from '../../../contract/constants';
import { formatNaira } from '../../../contract/rules/currency';
import { cartTotals } from '../../../contract/rules/shipping';
import { destinationRule, type Destination } from '../../../contract/rules/delivery';
import { truncateText } from '../../../contract/rules/truncate';
import { ProductPrice } from '../../components/product/product-price';
import type { CartItem } from '../../../contract/schemas/cart';

export function OrderSummary({
  items,
  destination = null,
  children,
}: {
  items: readonly CartItem[];
  /** Where the order goes, once chosen: its fee rule replaces the cart's Lagos figures. */
  destination?: Destination | null;
  children: React.ReactNode;
}) {
  const totals = destination
    ? cartTotals(items, new Date(), destinationRule(destination))
    : cartTotals(items);
  // Until a destination is known, the spec's wording for the Lagos figures.
  const free = destination ? 'Free' : 'Free shipping (Lagos only)';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-summary-title">
          Order Summary
        </Title>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group component="li" key={item._id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" title={item.name}>
                {truncateText(item.name, CHECKOUT_NAME_MAX)} × {item.addedQty}
              </Text>
              <ProductPrice product={item} quantity={item.addedQty} fz="sm" />
            </Group>
          ))}
        </Stack>
        <Divider />
        <Group justify="space-between">
          <Text>Subtotal</Text>
          <Text fw={600}>{formatNaira(totals.subtotal)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Shipping</Text>
          <Text fw={600} data-testid="checkout-shipping">
            {totals.shipping > 0 ? formatNaira(totals.shipping) : free}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="checkout-total">
            {formatNaira(totals.total)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
