import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * Error and edge states layered over the real handlers. From tests:
 * `server.use(...scenarioHandlers['payment-failure'])`; by hand in mock mode:
 * `?mock-scenario=slow,payment-failure` (remembered for the tab; `?mock-scenario=none` clears).
 * Handlers that return nothing pass the request on to the next one (the real API).
 */
export const SLOW_NETWORK_DELAY_MS = 2000;

const api = (path: string) => `*/api/v1${path}`;

function hasSessionToken(request: Request) {
  const token =
    request.headers
      .get('Authorization')
      ?.replace(/^Bearer\s*/i, '')
      .trim() ?? '';
  return token !== '' && token !== 'undefined' && token !== 'null';
}

/** Calls that need a signed-in user; public GETs ignore a bearer, so they never see a 401. */
function isAuthenticatedCall(request: Request) {
  const { pathname } = new URL(request.url);
  const path = pathname.replace(/^.*\/api\/v1/, '');
  if (path.startsWith('/orders')) return true;
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return !['/auth/login', '/auth/register', '/newsletter'].includes(path.replace(/\/$/, ''));
}

export const scenarioHandlers = {
  slow: [
    http.all(api('/*'), async () => {
      await delay(SLOW_NETWORK_DELAY_MS);
    }),
  ],
  'payment-failure': [
    http.post(api('/product/payment'), () =>
      HttpResponse.json({ error: 'Payment failed: your card was not charged' }, { status: 500 }),
    ),
  ],
  'out-of-stock': [
    http.post(api('/product/payment'), () =>
      HttpResponse.json(
        { error: 'Some items in your cart are out of stock: no order was placed' },
        { status: 409 },
      ),
    ),
  ],
  'expired-session': [
    http.all(api('/*'), ({ request }) => {
      if (hasSessionToken(request) && isAuthenticatedCall(request)) {
        return HttpResponse.json(
          { error: 'Your session has expired: please log in again' },
          { status: 401 },
        );
      }
      return undefined;
    }),
  ],
  'server-error': [
    http.get(api('/product/all'), () =>
      HttpResponse.json({ error: 'Something went wrong on our side' }, { status: 500 }),
    ),
    http.get(api('/product/changes'), () =>
      HttpResponse.json({ error: 'Something went wrong on our side' }, { status: 500 }),
    ),
  ],
} satisfies Record<string, HttpHandler[]>;

export type ScenarioName = keyof typeof scenarioHandlers;

export const SCENARIO_NAMES = Object.keys(scenarioHandlers) as ScenarioName[];

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(scenarioHandlers, name);
}

/** Parses `slow,payment-failure`; unknown names are ignored. */
export function parseScenarios(value: string | null | undefined): ScenarioName[] {
  return [...new Set((value ?? '').split(',').map((s) => s.trim()))].filter(isScenarioName);
}

/** Handlers for several scenarios, in an order that lets each apply. */
export function handlersFor(names: readonly ScenarioName[]): HttpHandler[] {
  // `slow` only delays and falls through, so it goes first.
  const ordered = [...names].sort((a, b) => Number(b === 'slow') - Number(a === 'slow'));
  return ordered.flatMap((name) => scenarioHandlers[name]);
}
