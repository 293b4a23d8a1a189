import { CatchBoundary } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useIdle } from './use-idle';

const IdleWatchers = lazy(() => import('./idle-watchers'));

/**
 * The offline banner, the update offer and the order outbox's sender load once the page is idle
 * (at the latest 3 s after it started): their code (Mantine's Alert, the network hook, the
 * outbox's queries) is not in the first load, and none of them draws anything on a page that
 * has just loaded online. Offline, the banner appears as soon as the page is idle. Should their
 * code fail to arrive (offline before the service worker holds it), the page stays as it is.
 */
export function DeferredIdleWatchers() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <CatchBoundary getResetKey={() => 'idle-watchers'} errorComponent={() => null}>
      <Suspense fallback={null}>
        <IdleWatchers />
      </Suspense>
    </CatchBoundary>
  );
}
