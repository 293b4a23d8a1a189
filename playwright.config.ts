import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

const SERVER_PORT = 3100;
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
  reporter: process.env.CI ? [['list']] : [['list']],
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
      },
    },
  ],
});
