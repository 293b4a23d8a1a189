import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

// E2E_PORT_OFFSET lets two runs share a machine without fighting over ports.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const SERVER_PORT = 3100 + PORT_OFFSET;
const SERVER_2_PORT = 3500 + PORT_OFFSET;
const PAGES_PORT = 3300 + PORT_OFFSET;
const TAPS_PORT = 3400 + PORT_OFFSET;
const POSTGRES_PORT = 3200 + PORT_OFFSET;
const MOCK_PORT = 5174 + PORT_OFFSET;
// The servers' mail goes to a local SMTP sink (scripts/smtp-sink.mjs); journeys read it.
const SINK_SMTP_PORT = 2525 + PORT_OFFSET;
const SINK_HTTP_PORT = 2600 + PORT_OFFSET;
process.env.E2E_MAIL_SINK = `http://127.0.0.1:${SINK_HTTP_PORT}/messages`;
const SMTP_URL = `smtp://127.0.0.1:${SINK_SMTP_PORT}`;
// Every journey signs in and registers from 127.0.0.1: one run passes the per-address limits a
// real shop keeps (20 sign-ins in 15 min, 10 registrations an hour), and later journeys met
// 429s. The limits have their own tests in the API suite (suite-limits.ts).
const RATE_LIMITS = 'off';

/** Projects named with --project on the command line; none named means all of them. */
function selectedProjects(argv: string[]): Set<string> | null {
  const names = argv.flatMap((arg, i) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    if (arg === '--project' && argv[i + 1]) return [argv[i + 1] as string];
    return [];
  });
  return names.length > 0 ? new Set(names) : null;
}
const selected = selectedProjects(process.argv);
/** Start a project's web server only when that project runs. */
const wanted = (project: string) => selected === null || selected.has(project);
/**
 * The journeys that also run once on a real PostgreSQL server (as CI requires): those of money
 * and stock, tagged POSTGRES (e2e/project-tags.ts).
 */
const POSTGRES_JOURNEYS = ['**/shopper.spec.ts', '**/admin.spec.ts'];
/**
 * The walks over pages: half the server-side time. They run beside the journeys, on a server and
 * database of their own, so neither sees the other's orders, accounts or stock. Two lanes, each
 * with its own server too: `pages` (accessibility, hydration, no JavaScript, 404s) and
 * `taps-offline` (the first-paint taps, whose slowed CPU is mostly waiting, and the offline app).
 */
const PAGE_WALKS = [
  '**/a11y.spec.ts',
  '**/hydration.spec.ts',
  '**/no-javascript.spec.ts',
  '**/not-found.spec.ts',
];
const TAPS_AND_OFFLINE = ['**/first-paint-taps.spec.ts', '**/pwa.spec.ts'];
/** The accessibility walks signed in: a lane of their own beside the signed-out walk. */
const SIGNED_IN_WALKS = /accessibility at 390 and 1280 px, signed in as/;
/**
 * The journeys, in two lanes of about equal length, each on its own server and database: the
 * admin's, the accounts', the phone's and the catalogue sync here; the shopper's, payments',
 * storefront's and images' in `server`.
 */
const SECOND_JOURNEYS = [
  '**/admin.spec.ts',
  '**/accounts.spec.ts',
  '**/storefront-mobile.spec.ts',
  '**/catalogue-sync.spec.ts',
];
// Every run starts from a fresh embedded database seeded with the demo catalogue.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'fragrancehub-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The taps-offline server serves a copy of the build: the offline walk deploys a new sw.js into it
// (e2e/pwa.spec.ts), which the other lanes' apps, open at the same moment, must not see.
const tapsStaticDir = `${dataDir}-taps-static`;
process.env.E2E_PAGES_STATIC_DIR = tapsStaticDir;

/**
 * The built server on a fresh embedded database seeded with the demo shop, at `port`. SIGTERM, not
 * Playwright's default SIGKILL, lets it close its database cleanly.
 */
function embeddedServer(
  port: number,
  dataDirectory: string,
  options: { command?: string; staticDir?: string } = {},
) {
  return {
    command: options.command ?? 'node dist-server/main.js',
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirectory,
      ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
      JWT_SECRET: 'e2e-secret-not-for-production-000000000000',
      SEED_DEMO: 'true',
      LOG_REQUESTS: 'false',
      SMTP_URL,
      RATE_LIMITS,
    },
  };
}

const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Three lanes over seven projects, one worker per project: a project's files run one at a time,
  // and a lane takes the next project as it frees. Five lanes at once slowed every test by half
  // or more on two cores (the walks' axe passes and the throttled taps are busy work), and long
  // walks ran past their timeouts; the smaller projects balance three lanes better than before.
  // Lanes take projects in the order listed: the longest (the taps and the offline app) first.
  workers: 3,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'off', launchOptions },
  projects: [
    {
      name: 'taps-offline',
      testMatch: TAPS_AND_OFFLINE,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${TAPS_PORT}`,
        launchOptions,
      },
    },
    {
      name: 'server',
      testIgnore: ['**/*.mock.spec.ts', ...PAGE_WALKS, ...TAPS_AND_OFFLINE, ...SECOND_JOURNEYS],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${SERVER_PORT}`,
        launchOptions,
      },
    },
    {
      name: 'pages',
      testMatch: PAGE_WALKS,
      grepInvert: SIGNED_IN_WALKS,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PAGES_PORT}`,
        launchOptions,
      },
    },
    {
      name: 'server-2',
      testMatch: SECOND_JOURNEYS,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${SERVER_2_PORT}`,
        launchOptions,
      },
    },
    {
      // The same server as `pages`: page walks only read.
      name: 'pages-signed-in',
      testMatch: ['**/a11y.spec.ts'],
      grep: SIGNED_IN_WALKS,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PAGES_PORT}`,
        launchOptions,
      },
    },
    {
      name: 'postgres',
      testMatch: POSTGRES_JOURNEYS,
      grep: /@postgres\b/,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${POSTGRES_PORT}`,
        launchOptions,
      },
    },
    {
      // Mock mode, bundled (`npm run build:mock`): MSW running the API in the page, no server.
      // What only mock mode can show (tagged MOCK, e2e/project-tags.ts): the server project
      // walks every journey on the same app and API code.
      name: 'mock',
      testMatch: ['**/*.mock.spec.ts'],
      grep: /@mock\b/,
      workers: 1,
      timeout: 90_000,
      // Each new browser context starts the in-page database from scratch (a few seconds).
      expect: { timeout: 30_000 },
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${MOCK_PORT}`,
        launchOptions,
      },
    },
  ],
  webServer: [
    (wanted('server') ||
      wanted('server-2') ||
      wanted('pages') ||
      wanted('pages-signed-in') ||
      wanted('taps-offline') ||
      wanted('postgres')) && {
      command: 'node scripts/smtp-sink.mjs',
      url: process.env.E2E_MAIL_SINK,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SINK_SMTP_PORT: String(SINK_SMTP_PORT), SINK_HTTP_PORT: String(SINK_HTTP_PORT) },
    },
    wanted('server') && embeddedServer(SERVER_PORT, dataDir),
    wanted('server-2') && embeddedServer(SERVER_2_PORT, `${dataDir}-2`),
    (wanted('pages') || wanted('pages-signed-in')) &&
      embeddedServer(PAGES_PORT, `${dataDir}-pages`),
    // Its start script copies the build first (the copy the offline walk deploys into).
    wanted('taps-offline') &&
      embeddedServer(TAPS_PORT, `${dataDir}-taps`, {
        command: 'node scripts/e2e-pages-server.mjs',
        staticDir: tapsStaticDir,
      }),
    wanted('postgres') && {
      command: 'node scripts/e2e-pg-server.mjs',
      // SIGTERM, not Playwright's default SIGKILL: the script then stops the server and the
      // temporary PostgreSQL (pg_ctl runs it outside this process group, so a kill orphans it).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      url: `http://127.0.0.1:${POSTGRES_PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(POSTGRES_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-pg`,
        JWT_SECRET: 'e2e-secret-not-for-production-000000000000',
        LOG_REQUESTS: 'false',
        SMTP_URL,
        RATE_LIMITS,
      },
    },
    wanted('mock') && {
      // The mock build `npm test` made; it serves the demo store's dump as the dev server does.
      command: `npx vite preview --mode mock --port ${MOCK_PORT} --strictPort`,
      url: `http://127.0.0.1:${MOCK_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ].filter((server) => server !== false) as Extract<PlaywrightTestConfig['webServer'], unknown[]>,
});
