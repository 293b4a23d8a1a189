import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

/**
 * Explains, only while offline, that an action needs the server (saving a profile, admin
 * changes). Shared UI for every feature; the action itself should be disabled meanwhile.
 */
export function NeedsConnection({ action }: { action: string }) {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="yellow" variant="light" role="status" title="This needs a connection">
      {action} needs a connection. You are offline: nothing is lost, try again when you are back
      online.
    </Alert>
  );
}
