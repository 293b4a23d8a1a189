import { showToast } from './toast';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../api/client-events';
import { logoutAtom } from '../state/auth-atoms';
import { useRouter } from '@tanstack/react-router';

/** Any 401 on a signed-in call ends the session and sends the shopper to /login. */
export function SessionExpiryHandler() {
  const router = useRouter();
  const logout = useSetAtom(logoutAtom);
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const redirect = router.state.location.href;
        logout();
        showToast({
          color: 'red',
          message: 'Your session has expired. Please log in again.',
        });
        void router.navigate({ to: '/login', search: { redirect } });
      }),
    [logout, router],
  );
  return null;
}
