import { useAtom } from 'jotai';
import { lazy } from 'react';
import { QuietLazyBoundary } from '../../app/quiet-lazy-boundary';
import { logoutRequestedAtom } from '../../state/auth-atoms';

const loadLogoutFlow = () =>
  lazy(() => import('./logout-flow').then((m) => ({ default: m.LogoutFlow })));
let LogoutFlow = loadLogoutFlow();

/**
 * The logout flow's code (the order queue, the order sender, its dialog) loads when Logout is
 * chosen: no page needs it before. The request waits in its atom meanwhile, and the flow ends it. Should
 * its code fail to arrive (offline before the service worker holds it), the request is dropped
 * and the page stays as it was: choosing Logout again tries again.
 */
export function DeferredLogoutFlow() {
  const [requested, setRequested] = useAtom(logoutRequestedAtom);
  if (!requested) return null;
  return (
    <QuietLazyBoundary
      resetKey={LogoutFlow}
      onCatch={() => {
        LogoutFlow = loadLogoutFlow();
        setRequested(false);
      }}
    >
      <LogoutFlow />
    </QuietLazyBoundary>
  );
}
