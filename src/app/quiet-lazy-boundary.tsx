import { CatchBoundary } from '@tanstack/react-router';
import { Suspense, type ErrorInfo, type ReactNode } from 'react';

/**
 * Around a lazily loaded part nobody waits for (toasts, the idle watchers, the logout flow): it
 * draws nothing until its code has arrived, and should the code fail to arrive (offline before
 * the service worker holds it) the page stays as it is instead of giving way to the error screen.
 * A new `resetKey` tries again.
 */
export function QuietLazyBoundary({
  children,
  resetKey = 'quiet',
  onCatch,
}: {
  children: ReactNode;
  resetKey?: unknown;
  onCatch?: (error: unknown, errorInfo: ErrorInfo) => void;
}) {
  return (
    <CatchBoundary getResetKey={() => resetKey} errorComponent={() => null} onCatch={onCatch}>
      <Suspense fallback={null}>{children}</Suspense>
    </CatchBoundary>
  );
}
