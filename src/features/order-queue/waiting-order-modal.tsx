import './order-queue-styles';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatNaira } from '../../../contract/rules/currency';
import { agreedTotal } from './agreed-total';
import type { QueuedOrder } from './order-queue-db';

export const WAITING_AT_LOGOUT_TITLE = 'An order is still waiting to be sent';
export const STILL_OFFLINE_TEXT =
  'Still no connection: the order could not be sent. Cancel it to log out now, or close this and stay signed in; it is sent once you are back online.';

interface WaitingOrderModalProps {
  order: QueuedOrder;
  /** The last "Send it now" got no answer. */
  stillOffline: boolean;
  onSend: () => Promise<void>;
  onCancel: () => Promise<void>;
  /** Closed without choosing: the shopper stays signed in and the order keeps waiting. */
  onStay: () => void;
}

/** Logout with an order not yet sent: once logged out it could no longer go, so ask. */
export function WaitingOrderModal({
  order,
  stillOffline,
  onSend,
  onCancel,
  onStay,
}: WaitingOrderModalProps) {
  const [busy, setBusy] = useState<'send' | 'cancel' | null>(null);
  const items = order.body.cartItems;
  const units = items.reduce((sum, item) => sum + item.addedQty, 0);

  async function run(action: 'send' | 'cancel') {
    setBusy(action);
    try {
      await (action === 'send' ? onSend() : onCancel());
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onStay}
      title={WAITING_AT_LOGOUT_TITLE}
      centered
    >
      <Stack gap="sm">
        <Text>
          Your order of {units} {units === 1 ? 'item' : 'items'} ({formatNaira(agreedTotal(order))})
          has not reached the shop yet. Once you log out it can no longer be sent from this device,
          and its delivery details are removed from it.
        </Text>
        {stillOffline && (
          <Alert color="yellow" role="status">
            {STILL_OFFLINE_TEXT}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            color="red"
            loading={busy === 'cancel'}
            disabled={busy === 'send'}
            onClick={() => void run('cancel')}
          >
            Cancel the order
          </Button>
          <Button
            loading={busy === 'send'}
            disabled={busy === 'cancel'}
            onClick={() => void run('send')}
          >
            Send it now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
