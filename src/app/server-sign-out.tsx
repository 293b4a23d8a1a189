import { useEffect } from 'react';
import { setServerSignOut } from '../state/server-sign-out';

/**
 * A Logout ends the session on the server too (the token stops working everywhere at once). The
 * API client is loaded then, not before: it is no part of a page's first load.
 */
export function ServerSignOut() {
  useEffect(
    () =>
      setServerSignOut((token) => {
        void import('../api/auth').then(({ logoutOnServer }) => logoutOnServer(token));
      }),
    [],
  );
  return null;
}
