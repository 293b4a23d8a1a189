import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { QuietLazyBoundary } from './quiet-lazy-boundary';
import { toastRaisedAtom } from './toast';
import { useIdle } from './use-idle';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Toasts are rare in a first load, but their container and store (transitions, portal,
 * stylesheet) are about 8 KB of compressed script: they load once the page is idle, or at once
 * when a toast is raised before that (src/app/toast.ts). The store keeps what was raised
 * meanwhile, and the container shows it on mount.
 */
export function DeferredNotifications() {
  const idle = useIdle();
  const raised = useAtomValue(toastRaisedAtom);
  if (!idle && !raised) return null;
  return (
    <QuietLazyBoundary>
      <NotificationsHost />
    </QuietLazyBoundary>
  );
}
