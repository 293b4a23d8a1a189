import type { ReactNode } from 'react';
import { useAfterHydration } from '../state/after-hydration';

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
