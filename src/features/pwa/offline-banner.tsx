import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

/** Tells the shopper what still works when the connection drops. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="yellow"
      radius={0}
      role="status"
      title="You are offline"
      styles={{ root: { position: 'sticky', top: 0, zIndex: 200 } }}
    >
      You can keep browsing saved products and use your cart. Orders you confirm are sent when the
      connection returns.
    </Alert>
  );
}
