import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { logoutRequestedAtom } from '../../state/auth-atoms';

const LogoutFlow = lazy(() => import('./logout-flow').then((m) => ({ default: m.LogoutFlow })));

/**
 * The logout flow's code (the outbox, the order sender, its dialog) loads when Logout is chosen:
 * no page needs it before. The request waits in its atom meanwhile, and the flow ends it.
 */
export function DeferredLogoutFlow() {
  const requested = useAtomValue(logoutRequestedAtom);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LogoutFlow />
    </Suspense>
  );
}
