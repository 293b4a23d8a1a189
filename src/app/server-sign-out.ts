import { setServerSignOut } from '../state/server-sign-out';

/**
 * A Logout ends the session on the server too (the token stops working everywhere at once). The
 * app registers this as it starts (src/main.tsx); the API client is loaded at the sign-out, not
 * before: it is no part of a page's first load.
 */
export function registerServerSignOut(): void {
  setServerSignOut((token) => {
    void import('../api/auth').then(({ logoutOnServer }) => logoutOnServer(token));
  });
}
