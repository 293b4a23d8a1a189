// The one module that imports ky: every request goes through this client.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import ky, { type KyInstance } from 'ky';
import { appStore } from '../state/app-store';
import { tokenAtom } from '../state/auth-atoms';
import { storedStateRestored } from '../state/restored-storage';
import { notifyUnauthorized, notifyWrite } from './client-events';

/**
 * Absolute, so the same client works in the browser, under MSW and in jsdom tests. On the
 * server the host is a placeholder nothing reads: a render's queries go through inProcessClient.
 */
export const apiBaseUrl = new URL(
  `${(import.meta.env.VITE_API_URL ?? '/api/v1').replace(/\/$/, '')}/`,
  typeof window === 'undefined' ? 'http://ssr.invalid' : window.location.origin,
).href;

export const api = ky.create({
  prefixUrl: apiBaseUrl,
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request) => {
        // The session is this browser's once its stores are restored (at once on the server).
        await storedStateRestored;
        const token = appStore.get(tokenAtom);
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        // Only a 401 for the token this device holds now ends the session: a password change
        // replaces the token, and an answer to a request sent with the old one says nothing
        // about the new session.
        const current = appStore.get(tokenAtom);
        const sentToken = request.headers.get('Authorization');
        if (response.status === 401 && current && sentToken === `Bearer ${current}`) {
          notifyUnauthorized();
        }
        if (response.ok && request.method !== 'GET') notifyWrite();
      },
    ],
  },
});

/**
 * The client a server render reads the API with (src/entry-server.tsx): set up as the browser's,
 * with its requests answered by `fetchApi`, the API in the server's own process, at the page's
 * origin, so the image URLs in its answers are the ones the browser will fetch.
 */
export function inProcessClient(
  fetchApi: (request: Request) => Promise<Response>,
  origin: string,
): KyInstance {
  return api.extend({
    prefixUrl: new URL(new URL(apiBaseUrl).pathname, origin).href,
    fetch: (input, init) => fetchApi(new Request(input, init)),
  });
}
