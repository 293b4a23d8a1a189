import { keys } from 'idb-keyval';
import { setupWorker } from 'msw/browser';
import {
  bodiesOf,
  fromWireResponse,
  toWireRequest,
  type ApiWorkerCall,
  type ApiWorkerEnvelope,
  type ApiWorkerReply,
} from './api-worker-messages';
import { MOCK_SEEDED_ANSWERS_PATH } from './demo-database-path';
import { createHandlers } from './handlers';
import { mayWrite, mockSnapshotStore } from './mock-snapshot-store';
import { handlersFor, parseScenarios, type ScenarioName } from './scenarios';
import { parseSeededAnswers, seededAnswerFor, type SeededAnswers } from './seeded-answers';

declare global {
  // Chrome 148+: a shared worker kept for a while after its last page has gone (HTML standard);
  // TypeScript's DOM types do not list it yet.
  interface WorkerOptions {
    extendedLifetime?: boolean;
  }
}

/** The app runs on mock data: the front end shows its 'Mock data' badge when this module loads. */
export const isMockMode = true;

export const SCENARIO_QUERY_PARAM = 'mock-scenario';
const SCENARIO_STORAGE_KEY = 'fragrancehub:mock-scenario';

/**
 * `?mock-scenario=slow,payment-failure` switches scenarios on and remembers them for the tab
 * (sessionStorage); `?mock-scenario=` or `?mock-scenario=none` switches them off.
 */
export function activeScenarios(): ScenarioName[] {
  const fromUrl = new URLSearchParams(window.location.search).get(SCENARIO_QUERY_PARAM);
  if (fromUrl !== null) {
    const names = parseScenarios(fromUrl);
    if (names.length > 0) sessionStorage.setItem(SCENARIO_STORAGE_KEY, names.join(','));
    else sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
    return names;
  }
  return parseScenarios(sessionStorage.getItem(SCENARIO_STORAGE_KEY));
}

/** Where the mock API's worker takes calls: a SharedWorker's port, or a dedicated worker. */
type ApiWorkerTarget = Pick<MessagePort, 'postMessage'>;

let apiWorker: ApiWorkerTarget | undefined;

/**
 * Mock mode's API runs in a worker (mocks/api-worker.ts): one SharedWorker for every tab, which a
 * mock build keeps across page loads (`extendedLifetime`), so a navigation finds the database
 * open. The dev server's is not kept, so a reload runs the API's code as just edited. A browser
 * without SharedWorker gets a dedicated worker per tab.
 */
function connectApiWorker(): ApiWorkerTarget {
  const name = 'fragrancehub-mock-api';
  if (typeof SharedWorker === 'function') {
    const worker = new SharedWorker(new URL('./api-worker.ts', import.meta.url), {
      type: 'module',
      name,
      extendedLifetime: import.meta.env.PROD,
    });
    worker.addEventListener('error', () => console.error('[mock] the API worker did not start'));
    return worker.port;
  }
  const worker = new Worker(new URL('./api-worker.ts', import.meta.url), { type: 'module', name });
  worker.addEventListener('error', () => console.error('[mock] the API worker did not start'));
  return worker;
}

/** One call to the API worker, answered on a channel of its own. */
function callApiWorker(call: ApiWorkerCall): Promise<ApiWorkerReply> {
  const target = (apiWorker ??= connectApiWorker());
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = (event) => {
      port1.close();
      resolve(event.data as ApiWorkerReply);
    };
    const envelope: ApiWorkerEnvelope = { call, reply: port2 };
    target.postMessage(envelope, [port2, ...bodiesOf(call)]);
  });
}

/** The dev server's recorded first reads; undefined when it has none (mocks/seeded-answers.ts). */
async function loadSeededAnswers(): Promise<SeededAnswers | undefined> {
  try {
    const response = await fetch(MOCK_SEEDED_ANSWERS_PATH);
    if (!response.ok) return undefined;
    const answers = parseSeededAnswers(await response.json());
    if (!answers) console.warn('[mock] the recorded first answers are unreadable; not used');
    return answers;
  } catch {
    return undefined;
  }
}

let seededAnswers: Promise<SeededAnswers | undefined> | undefined;
/** Set by this page's first request that may write: from then on only the database answers. */
let writeSent = false;
/** Set once a snapshot is seen: it stays until 'Reset demo data', which reloads the page. */
let snapshotSeen = false;

/** Whether the API worker has kept a snapshot, i.e. some tab (or an earlier visit) wrote. */
async function snapshotKept(): Promise<boolean> {
  try {
    snapshotSeen ||= (await keys(mockSnapshotStore())).length > 0;
  } catch {
    // Unknown: the database answers, which is never wrong, only slower.
    snapshotSeen = true;
  }
  return snapshotSeen;
}

/** A recorded answer while the store is as seeded, so the page need not wait for PGlite. */
async function answerAsSeeded(request: Request): Promise<Response | undefined> {
  if (mayWrite(request.method)) {
    writeSent = true;
    return undefined;
  }
  const answers = await (seededAnswers ??= loadSeededAnswers());
  if (!answers || writeSent || snapshotSeen) return undefined;
  const state = { answers, now: Date.now(), snapshotKept: await snapshotKept(), writeSent };
  return seededAnswerFor(request, state);
}

async function fetchFromApiWorker(request: Request): Promise<Response> {
  const seeded = await answerAsSeeded(request);
  if (seeded) return seeded;
  const reply = await callApiWorker({ kind: 'fetch', request: await toWireRequest(request) });
  if (reply.kind !== 'response') {
    const reason = reply.kind === 'error' ? `: ${reply.message}` : '';
    throw new Error(`the mock API did not answer ${request.method} ${request.url}${reason}`);
  }
  return fromWireResponse(reply.response);
}

const UNCONTROLLED_RELOAD_KEY = 'fragrancehub:mock-uncontrolled-reload';

/**
 * MSW's service worker unregisters itself when a page closes and no other window is open; a page
 * loaded during that navigation starts without it, and its API requests would reach the server
 * of the built files (404). Such a page waits a moment for the worker to take it, then reloads
 * once (at most once in 10 s): the reload is controlled.
 */
async function ensureControlled() {
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, 1_000);
  });
  if (navigator.serviceWorker.controller) return;
  const last = Number(sessionStorage.getItem(UNCONTROLLED_RELOAD_KEY) ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem(UNCONTROLLED_RELOAD_KEY, String(Date.now()));
  window.location.reload();
  await new Promise(() => undefined);
}

let started: ReturnType<typeof startWorker> | undefined;

/**
 * Starts MSW in the page before the app renders. Every /api/v1 request goes to the mock API's
 * worker. Returns once MSW listens, not once the database is open: requests made meanwhile wait
 * for it. Started once per page: mock mode's HTML begins it (early-start.ts) before the app asks.
 */
export function startMockWorker() {
  return (started ??= startWorker());
}

async function startWorker() {
  // Connected first, so the database opens while MSW and the app start; the recorded first reads
  // arrive meanwhile.
  apiWorker ??= connectApiWorker();
  seededAnswers ??= loadSeededAnswers();
  const worker = setupWorker(...createHandlers({ fetch: fetchFromApiWorker }));
  await worker.start({
    // MSW's worker, kept out of every request but the API's (public/msw-api-only.js).
    serviceWorker: { url: '/msw-api-only.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await ensureControlled();
  const scenarios = activeScenarios();
  if (scenarios.length > 0) {
    worker.use(...handlersFor(scenarios));
    console.info(`[mock] scenarios on: ${scenarios.join(', ')}`);
  }
  return { worker, scenarios };
}

/** 'Reset demo data': the worker drops the kept snapshot, and the reload opens the demo store. */
export async function resetMockData() {
  await callApiWorker({ kind: 'reset' });
  window.location.reload();
}
