import { appStore } from '../state/app-store';
import { tokenAtom } from '../state/auth-atoms';

// What the API's answers set off besides their caller's work. Apart from the HTTP client
// (client.ts) so the modules every page starts with can register these without bringing ky into
// the first load: ky arrives with the first request (load-client.ts).

let onUnauthorized: (() => void) | undefined;

/** Registers what a 401 on a signed-in request does; returns the unregister function. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = undefined;
  };
}

/**
 * Runs the registered 401 handler while this device holds a token. The client's hook calls it
 * only for a request that carried the token held now; the admin's XHR uploads (made outside ky
 * for their upload progress) call it for any 401, so an expired session ends there too.
 */
export function notifyUnauthorized() {
  if (appStore.get(tokenAtom)) onUnauthorized?.();
}

let onWrite: (() => void) | undefined;

/**
 * Registers what a successful write does (brings the catalogue up to date: an order takes stock,
 * an admin edit changes products); returns the unregister function.
 */
export function setWriteListener(listener: () => void) {
  onWrite = listener;
  return () => {
    if (onWrite === listener) onWrite = undefined;
  };
}

/** Runs the write listener: for every successful write, the admin's XHR uploads included. */
export function notifyWrite() {
  onWrite?.();
}
