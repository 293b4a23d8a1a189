import './quote-styles';
import { Table, VisuallyHidden } from '@mantine/core';
import { formatNaira } from '../../../contract/rules/currency';
import type { Quote } from '../../../contract/schemas/quote';

/** The heading of every screen that asks about a changed total. */
export const PRICE_CHANGED_TITLE = 'The total has changed';

const ROWS: { label: string; of: (quote: Quote) => number }[] = [
  { label: 'Subtotal', of: (q) => q.subtotal },
  { label: 'Discount', of: (q) => q.discount },
  { label: 'Shipping', of: (q) => q.shippingFee },
  { label: 'Total', of: (q) => q.total },
];

/**
 * What the shopper was shown beside what the shop charges now, line by line, so they agree to the
 * new total knowingly (api-contract.md, PRICE_CHANGED). Lines equal on both sides and worth
 * nothing (no discount) are left out.
 */
export function QuoteComparison({ shown, now }: { shown: Quote; now: Quote }) {
  const rows = ROWS.filter((row) => row.of(shown) !== 0 || row.of(now) !== 0);
  return (
    <Table withTableBorder aria-label="The total you were shown and the total now">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <VisuallyHidden>Line</VisuallyHidden>
          </Table.Th>
          <Table.Th scope="col">You were shown</Table.Th>
          <Table.Th scope="col">Now</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const before = row.of(shown);
          const after = row.of(now);
          const strong = row.label === 'Total' ? 700 : 400;
          return (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={strong}>
                {row.label}
              </Table.Th>
              <Table.Td
                fw={strong}
                c={before === after ? undefined : 'dimmed'}
                td={before === after ? undefined : 'line-through'}
              >
                {formatNaira(before)}
              </Table.Td>
              <Table.Td fw={strong}>{formatNaira(after)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
