import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

const SERVER_PORT = 3100;
const POSTGRES_PORT = 3200;
const MOCK_PORT = 5174;
/** The journeys that also run once on a real PostgreSQL server (as CI requires). */
const POSTGRES_JOURNEYS = ['**/shopper.spec.ts', '**/admin.spec.ts'];
// Every run starts from a fresh embedded database seeded with the demo catalogue.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'fragrancehub-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'off', launchOptions },
  projects: [
    {
      name: 'server',
      testIgnore: ['**/*.mock.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${SERVER_PORT}`,
        launchOptions,
      },
    },
    {
      name: 'postgres',
      testMatch: POSTGRES_JOURNEYS,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${POSTGRES_PORT}`,
        launchOptions,
      },
    },
    {
      // Mock mode: the dev server with MSW running the API in the page, no server process at all.
      name: 'mock',
      testMatch: ['**/*.mock.spec.ts'],
      timeout: 90_000,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${MOCK_PORT}`,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node dist-server/main.js',
      url: `http://127.0.0.1:${SERVER_PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(SERVER_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'e2e-secret-not-for-production-000000000000',
        SEED_DEMO: 'true',
        LOG_REQUESTS: 'false',
      },
    },
    {
      command: 'node scripts/e2e-pg-server.mjs',
      url: `http://127.0.0.1:${POSTGRES_PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(POSTGRES_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-pg`,
        JWT_SECRET: 'e2e-secret-not-for-production-000000000000',
        LOG_REQUESTS: 'false',
      },
    },
    {
      command: `npx vite --mode mock --port ${MOCK_PORT} --strictPort`,
      url: `http://127.0.0.1:${MOCK_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
