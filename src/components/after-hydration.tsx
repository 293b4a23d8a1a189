import type { ReactNode } from 'react';
import { useAfterHydration } from '../state/after-hydration';
import { RoutePending } from './route-pending';

/**
 * Draws `children` only in the browser, once the page has hydrated: a screen made of this
 * browser's own data (its cart, its session), where the server sends `fallback`.
 */
export function AfterHydration({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  return useAfterHydration() ? children : fallback;
}

/**
 * A route's screen drawn once the page has hydrated, with the routes' loading indicator in the
 * server's HTML and while hydrating (see docs/deviations.md: the cart and the sign-in forms).
 */
export function afterHydration(Screen: () => ReactNode): () => ReactNode {
  return function ScreenAfterHydration() {
    return (
      <AfterHydration fallback={<RoutePending />}>
        <Screen />
      </AfterHydration>
    );
  };
}
