import { Badge } from '@mantine/core';
import { SHOP_TIME_ZONE } from '../../../contract/schemas/admin';
import type { MessageSummary } from '../../../contract/schemas/admin-messages';

type State = MessageSummary['state'];
type Kind = MessageSummary['kind'];

export const STATE_LABELS: Readonly<Record<State, string>> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

export const KIND_LABELS: Readonly<Record<Kind, string>> = {
  'order-placed': 'Order placed',
  'new-order': 'New order (to the shop)',
  'payment-received': 'Payment received',
  'status-changed': 'Order status changed',
  'password-reset': 'Password reset',
  'verify-email': 'E-mail address check',
  'back-in-stock': 'Back in stock',
};

/** A failed delivery is the one that needs the admin: filled red, where the others are light. */
export function StateBadge({ state }: { state: State }) {
  const failed = state === 'failed';
  return (
    <Badge
      color={failed ? 'red' : state === 'sent' ? 'green' : 'gray'}
      variant={failed ? 'filled' : 'light'}
    >
      {STATE_LABELS[state]}
    </Badge>
  );
}

// The shop's clock (Africa/Lagos), as the dashboard's days are.
const TIME_FORMAT = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

export function MessageTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{TIME_FORMAT.format(new Date(iso))}</time>;
}
