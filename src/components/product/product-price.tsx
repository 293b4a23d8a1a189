import { Group, Text, VisuallyHidden, type MantineSpacing, type StyleProp } from '@mantine/core';
import { formatNaira } from '../../../contract/rules/currency';
import { activeSale, type SaleablePrice } from '../../../contract/rules/sale-price';
import { Price } from './price';
import { lineAmount } from '../../../contract/rules/money';

interface ProductPriceProps {
  product: SaleablePrice;
  /** Units: the amounts shown are for this many (a line's total). */
  quantity?: number;
  fz?: string;
  mt?: StyleProp<MantineSpacing>;
}

/**
 * What the product costs now: on a running Flash Sale the sale price, after the old price struck
 * through. Screen readers hear one sentence ("Was ₦X, now ₦Y") instead of two bare amounts. The
 * sale is judged by this device's clock, so a sale that ended while the page was open (or a
 * catalogue restored offline) shows the full price, as the server will charge it.
 */
export function ProductPrice({ product, quantity = 1, fz, mt }: ProductPriceProps) {
  const sale = activeSale(product, new Date());
  if (!sale) return <Price amount={lineAmount(product.price, quantity)} fz={fz} mt={mt} />;
  const was = formatNaira(lineAmount(product.price, quantity));
  const now = formatNaira(lineAmount(sale.price, quantity));
  return (
    <Group gap={8} align="baseline" wrap="wrap" mt={mt}>
      <VisuallyHidden>{`Was ${was}, now ${now}`}</VisuallyHidden>
      <Text span size="sm" c="dimmed" td="line-through" aria-hidden="true">
        {was}
      </Text>
      <Text span fw={700} c="red.8" fz={fz} aria-hidden="true">
        {now}
      </Text>
    </Group>
  );
}
