import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastRaised } from './toast';
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
  const waiting = useSyncExternalStore(subscribeToToasts, toastRaised, () => false);
  if (!idle && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
