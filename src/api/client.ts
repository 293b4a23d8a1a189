import ky from 'ky';
import { appStore } from '../state/app-store';
import { tokenAtom } from '../state/auth-atoms';

/** Absolute, so the same client works in the browser, under MSW and in jsdom tests. */
export const apiBaseUrl = new URL(
  `${(import.meta.env.VITE_API_URL ?? '/api/v1').replace(/\/$/, '')}/`,
  window.location.origin,
).href;

let onUnauthorized: (() => void) | undefined;

/** Registers what a 401 on a signed-in request does; returns the unregister function. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = undefined;
  };
}

/**
 * Runs the registered 401 handler. For requests made outside ky (the admin's XHR uploads, which
 * need upload progress) so they end an expired session the same way.
 */
export function notifyUnauthorized() {
  if (appStore.get(tokenAtom)) onUnauthorized?.();
}

export const api = ky.create({
  prefixUrl: apiBaseUrl,
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = appStore.get(tokenAtom);
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        const sentToken = request.headers.get('Authorization');
        if (response.status === 401 && sentToken && appStore.get(tokenAtom)) onUnauthorized?.();
      },
    ],
  },
});
