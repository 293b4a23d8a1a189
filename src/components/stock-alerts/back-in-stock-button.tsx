import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { sessionUserAtom } from '../../state/auth-atoms';
import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { NOTIFY_ME } from './notify-me-text';

// The signed-in part calls the API (its client and schemas): it loads when drawn, so the product
// page's code, which shares a chunk with every storefront page, stays free of them.
const SignedInAlert = lazy(() =>
  import('./stock-alert-controls').then((module) => ({ default: module.SignedInAlert })),
);

/**
 * In place of the dead "Sold Out" on a sold-out product's page. Signed out, it leads to the
 * sign-in page, which brings the shopper back here; signed in, it subscribes to the product's
 * back-in-stock e-mail, then reads as subscribed with a Cancel.
 */
export function BackInStockButton({ productId, name }: { productId: string; name: string }) {
  // The server draws the signed-out button; the browser the shopper's own once hydrated.
  const user = useBrowserAtomValue(sessionUserAtom, null);
  if (!user) {
    return (
      <Button
        size="md"
        variant="outline"
        renderRoot={(props) => (
          <Link {...props} to="/login" search={{ redirect: `/detail/${productId}` }} />
        )}
      >
        {NOTIFY_ME}
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInAlert userId={user._id} productId={productId} name={name} />
    </Suspense>
  );
}
