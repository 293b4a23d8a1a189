import { http } from 'msw';

interface FetchApp {
  fetch: (request: Request) => Response | Promise<Response>;
}

/**
 * One handler for the whole API: MSW hands each /api/v1 request to the same app the Node server
 * runs. `*` in front matters: msw/node has no document base URL to resolve a bare path against.
 */
export function createHandlers(app: FetchApp) {
  return [http.all('*/api/v1/*', ({ request }) => app.fetch(request))];
}
