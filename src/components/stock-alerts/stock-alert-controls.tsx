import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { STOCK_ALERT_MESSAGES } from '../../../contract/schemas/stock-alert';
import { NOTIFY_ME } from './notify-me-text';
import { useSetStockAlert, useStockAlerts } from './use-stock-alert';

// The signed-in shopper's back-in-stock controls, the product page's and the account page's, in
// one module: both call the API, and one chunk (loaded when drawn) serves both pages.

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

/** The account's back-in-stock alerts (GET /stock-alerts), newest first, each with a Cancel. */
export function StockAlertList({ userId }: { userId: string }) {
  const { data: alerts, isError } = useStockAlerts(userId);
  const setAlert = useSetStockAlert();
  return (
    <Stack gap="xs" component="section" aria-labelledby="stock-alerts-title">
      <Title order={2} size="h4" id="stock-alerts-title">
        Back-in-stock alerts
      </Title>
      {isError && !alerts ? (
        <Text c="dimmed">Your alerts could not be loaded.</Text>
      ) : !alerts ? (
        <Loader size="sm" aria-label="Loading your alerts" />
      ) : alerts.length === 0 ? (
        <Text c="dimmed">{`No alerts. On a sold-out product, choose "${NOTIFY_ME}".`}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {alerts.map((alert) => (
            <Group component="li" key={alert.productId} justify="space-between" wrap="nowrap">
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/detail/$id" params={{ id: alert.productId }} />
                )}
              >
                {alert.productName}
              </Anchor>
              <Button
                type="button"
                size="xs"
                variant="outline"
                disabled={setAlert.isPending && setAlert.variables.productId === alert.productId}
                onClick={() => setAlert.mutate({ productId: alert.productId, subscribed: false })}
                aria-label={`Cancel the alert for ${alert.productName}`}
              >
                Cancel
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
