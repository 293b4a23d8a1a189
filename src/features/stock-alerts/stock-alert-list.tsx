import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSetStockAlert, useStockAlerts } from './use-stock-alert';

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
        <Text c="dimmed">
          No alerts. On a sold-out product, choose "Notify me when it&apos;s back".
        </Text>
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
                disabled={
                  setAlert.isPending && setAlert.variables.productId === alert.productId
                }
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
