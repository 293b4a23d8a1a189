import { Anchor, Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DELIVERY_METHOD_LABELS } from '../../../contract/enums';
import { formatNaira } from '../../../contract/rules/currency';
import { formatNigerianPhone } from '../../../contract/rules/nigerian-phone';
import type { Order } from '../../../contract/schemas/order';
import { amountLess } from '../../../contract/rules/money-totals';

const NOT_GIVEN = '—';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children || NOT_GIVEN}
      </Text>
    </Box>
  );
}

/**
 * Where and to whom the order goes, and what it cost: what the admin needs to deliver it. Orders
 * placed before checkout sent delivery details show a dash for each.
 */
export function OrderDelivery({ order }: { order: Order }) {
  const shipping = order.shipping ?? {};
  const subtotal = amountLess(order.totalAmount, order.shippingFee);
  return (
    <SimpleGrid
      component="dl"
      data-testid="order-delivery"
      cols={{ base: 2, sm: 3, md: 5 }}
      spacing="sm"
      verticalSpacing="xs"
      m={0}
    >
      <Detail label="Delivery">
        {shipping.deliveryMethod ? DELIVERY_METHOD_LABELS[shipping.deliveryMethod] : ''}
      </Detail>
      <Detail label="Full name">{shipping.fullName}</Detail>
      <Detail label="Phone">
        {shipping.phone ? (
          <Anchor href={`tel:${shipping.phone.replace(/[^\d+]/g, '')}`} fz="sm">
            {formatNigerianPhone(shipping.phone)}
          </Anchor>
        ) : (
          ''
        )}
      </Detail>
      <Detail label="Address">{shipping.address}</Detail>
      <Detail label="Region">{shipping.region}</Detail>
      <Detail label="City">{shipping.city}</Detail>
      <Detail label="Subtotal">{formatNaira(subtotal)}</Detail>
      <Detail label="Shipping">{formatNaira(order.shippingFee)}</Detail>
      <Detail label="Total">{formatNaira(order.totalAmount)}</Detail>
    </SimpleGrid>
  );
}
