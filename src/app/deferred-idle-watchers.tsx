import { lazy } from 'react';
import { QuietLazyBoundary } from './quiet-lazy-boundary';
import { useIdle } from './use-idle';

const IdleWatchers = lazy(() => import('./idle-watchers'));

/**
 * The offline banner, the update offer and the order queue's sender load once the page is idle
 * (at the latest 3 s after it started): their code (Mantine's Alert, the network hook, the
 * order queue's queries) is not in the first load, and none of them draws anything on a page that
 * has just loaded online. Offline, the banner appears as soon as the page is idle.
 */
export function DeferredIdleWatchers() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <QuietLazyBoundary>
      <IdleWatchers />
    </QuietLazyBoundary>
  );
}
