import './quote-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatNaira } from '../../../contract/rules/currency';
import type { Quote } from '../../../contract/schemas/quote';
import { PRICE_CHANGED_TITLE, QuoteComparison } from './quote-comparison';

interface PriceChangedDialogProps {
  /** What the shopper was shown, and the shop's new quote; null: closed. */
  change: { shown: Quote; now: Quote } | null;
  busy: boolean;
  onConfirm: (now: Quote) => void;
  onCancel: () => void;
}

/**
 * Asks before an order goes out at a total the shopper was not shown (a fee, a price or a sale
 * changed since the page was drawn). Nothing was kept: cancelling leaves the cart as it is.
 */
export function PriceChangedDialog({ change, busy, onConfirm, onCancel }: PriceChangedDialogProps) {
  return (
    <Modal opened={change !== null} onClose={onCancel} title={PRICE_CHANGED_TITLE} centered>
      {change && (
        <Stack gap="md">
          <Text size="sm">
            The shop&rsquo;s prices or delivery fees changed since you saw this order. Nothing has
            been charged. Place it at the new total?
          </Text>
          <QuoteComparison shown={change.shown} now={change.now} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(change.now)} loading={busy}>
              Place order at {formatNaira(change.now.total)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
