import { Button, Group, Text } from '@mantine/core';
import { STOCK_ALERT_MESSAGES } from '../../../contract/schemas/stock-alert';
import { NOTIFY_ME } from './notify-me-text';
import { useSetStockAlert, useStockAlerts } from './use-stock-alert';

/**
 * A signed-in shopper's alert for a sold-out product: "Notify me when it's back" subscribes
 * (POST), then it reads as subscribed with a Cancel (DELETE).
 */
export function SignedInAlert({
  userId,
  productId,
  name,
}: {
  userId: string;
  productId: string;
  name: string;
}) {
  const { data: alerts } = useStockAlerts(userId);
  const setAlert = useSetStockAlert();
  const subscribed = alerts?.some((alert) => alert.productId === productId) ?? false;
  if (subscribed) {
    return (
      <Group gap="sm" role="status">
        <Text size="sm">{STOCK_ALERT_MESSAGES.subscribed}</Text>
        <Button
          type="button"
          size="sm"
          variant="subtle"
          loading={setAlert.isPending}
          onClick={() => setAlert.mutate({ productId, subscribed: false })}
          aria-label={`Cancel the back-in-stock alert for ${name}`}
        >
          Cancel
        </Button>
      </Group>
    );
  }
  return (
    <Button
      type="button"
      size="md"
      variant="outline"
      loading={setAlert.isPending}
      onClick={() => setAlert.mutate({ productId, subscribed: true })}
    >
      {NOTIFY_ME}
    </Button>
  );
}
