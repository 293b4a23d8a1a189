import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CHECKOUT_NAME_MAX } from '../../../contract/constants';
import { formatNaira } from '../../../contract/rules/currency';
import { truncateText } from '../../../contract/rules/truncate';
import { ProductPrice } from '../../components/product/product-price';
import type { CartItem } from '../../../contract/schemas/cart';
import { PricedFigure } from '../../components/orders/priced-figure';
import type { ShownTotals } from '../../components/orders/shown-totals';

export function OrderSummary({
  items,
  shown,
  children,
}: {
  items: readonly CartItem[];
  /** The figures as priced by the shop's rules; null until the device holds them. */
  shown: ShownTotals | null;
  children: React.ReactNode;
}) {
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
          <PricedFigure
            value={shown ? formatNaira(shown.totals.subtotal) : undefined}
            testId="checkout-subtotal"
          />
        </Group>
        <Group justify="space-between">
          <Text>Shipping</Text>
          <PricedFigure value={shown?.shipping} testId="checkout-shipping" />
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <PricedFigure
            value={shown ? formatNaira(shown.totals.total) : undefined}
            testId="checkout-total"
            weight={700}
          />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
