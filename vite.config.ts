/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type LogLevel, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { withoutAdminOnlyFiles } from './scripts/vite/admin-only-files.ts';
import { chunkModules } from './scripts/vite/chunk-modules.ts';
import { lightSchemeOnly } from './scripts/vite/light-scheme-only.ts';
import { undrawnPalettes } from './scripts/vite/undrawn-palettes.ts';
import { mockDemoDatabase } from './scripts/vite/mock-demo-database.ts';
import { mantineStableId } from './scripts/vite/mantine-stable-id.ts';
import { minifiedPublicScripts } from './scripts/vite/minified-public-scripts.ts';
import { mockEarlyStart } from './scripts/vite/mock-early-start.ts';
import { storefrontChunks } from './scripts/vite/storefront-chunks.ts';

/** MSW's worker and the wrapper mock mode registers (public/msw-api-only.js). */
const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'msw-api-only.js'];

/**
 * `public/` is copied into every build, so MSW's worker would ship to shoppers.
 * Only mock builds may keep it.
 */
function dropMockWorker(isMock: boolean): Plugin {
  return {
    name: 'fragrancehub:drop-mock-worker',
    apply: 'build',
    async writeBundle(options) {
      if (isMock || !options.dir) return;
      for (const file of MOCK_WORKER_FILES) await rm(path.join(options.dir, file), { force: true });
    },
  };
}

/**
 * Vite-plugin-pwa builds the service worker with a Vite build of its own, which logs at 'info'
 * whatever level the app's build was given (`--logLevel warn` in `npm run build`): the worker's
 * build is given the app build's level.
 */
function serviceWorkerLogLevel(): { app: Plugin; worker: Plugin } {
  let level: LogLevel = 'info';
  return {
    app: {
      name: 'fragrancehub:service-worker-log-level',
      configResolved(config) {
        level = config.logLevel ?? 'info';
      },
    },
    worker: {
      name: 'fragrancehub:service-worker-log-level',
      config: () => ({ logLevel: level }),
    },
  };
}

/**
 * The web app manifest and the service worker. The worker is our own (src/sw.ts, built with
 * Workbox's modules): its order queue must never store a bearer token, which the generated worker
 * cannot do. Vite-plugin-pwa injects the precache list into it.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'FragranceHub',
    short_name: 'FragranceHub',
    description: 'Authentic perfumes from the brands you love, priced in naira.',
    lang: 'en-NG',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#6b2d5c',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // A classic script: registered without `type: 'module'`, as every browser supports.
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest,woff2}'],
    // index.html is the client-rendered shell the worker falls back to offline (src/sw.ts).
    globIgnores: MOCK_WORKER_FILES,
    // The admin dashboard's code is fetched when an admin opens it, never installed on every
    // shopper's phone.
    manifestTransforms: [withoutAdminOnlyFiles('dist')],
  },
};

/** What both dom projects (components and screens under jsdom) share. */
const domTests = {
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const isMock = mode === 'mock' || process.env.VITE_API_MOCKING === 'true';
  process.env.VITE_APP_VERSION ??= process.env.npm_package_version ?? 'dev';
  const workerLogLevel = serviceWorkerLogLevel();
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // The dashboard's loaders (a shopper's orders, the admin's lists) are split out with their
        // screens: kept in the route tree, they brought the order and payment schemas and their
        // API calls into every page's first load (0.9 KB). A dashboard page waits for its chunk
        // before asking the API; the service worker holds the shopper's.
        codeSplittingOptions: {
          splitBehavior: ({ routeId }) =>
            routeId.startsWith('/dashboard')
              ? [
                  ['loader'],
                  ['component'],
                  ['pendingComponent', 'errorComponent', 'notFoundComponent'],
                ]
              : undefined,
        },
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      // server/'s components (the e-mails) also run in mock mode's API worker, which has no
      // window for Fast Refresh to register with: they are never hot-reloaded.
      react({ refreshExclude: [/\/node_modules\//, /\/server\//] }),
      // MSW's worker and Workbox's cannot both control `/`: mock mode runs without the PWA worker.
      // The server-rendering build (src/entry-server.tsx) has no worker, public files or chunks
      // to report: the client build made them.
      VitePWA({
        ...pwaOptions,
        injectManifest: {
          ...pwaOptions.injectManifest,
          buildPlugins: { vite: [workerLogLevel.worker] },
        },
        disable: isSsrBuild === true || isMock || mode === 'test',
      }),
      workerLogLevel.app,
      // Every build and the dev server's bundling of Mantine: see src/app/mantine-use-id.ts.
      mantineStableId(),
      isSsrBuild ? [] : dropMockWorker(isMock),
      isSsrBuild ? [] : chunkModules(),
      isSsrBuild ? [] : minifiedPublicScripts(['start-after-paint.js', 'early-taps.js']),
      isMock ? [mockDemoDatabase(), mockEarlyStart()] : [],
    ],
    // The shop draws Mantine's light scheme only, and with some of its palettes: its stylesheets
    // lose their dark twins and the other palettes' variables.
    css: { postcss: { plugins: [lightSchemeOnly(), undrawnPalettes()] } },
    resolve: {
      alias: [
        // TanStack Router's store reads through use-sync-external-store's shim, which carries a
        // fallback for React before 18: React 19 has the hook itself, and the same package's
        // non-shim entry uses it (about 0.5 KB gzipped less on every page).
        {
          find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    server: {
      port: 5173,
      host: '127.0.0.1',
      // `npm run dev` talks to the real server; `npm run dev:mock` never reaches it.
      proxy: isMock ? undefined : { '/api': process.env.DEV_API_URL ?? 'http://127.0.0.1:3000' },
    },
    preview: { port: 4173, host: '127.0.0.1' },
    // Mock mode's API worker (mocks/api-worker.ts) loads the seed on demand: a split chunk.
    worker: { format: 'es' },
    optimizeDeps: {
      exclude: ['@electric-sql/pglite'],
      rolldownOptions: { plugins: [mantineStableId()] },
      // Mock mode's API worker is referenced by URL, which the dependency scan does not follow:
      // scanned as an entry, its dependencies are optimised before the first page asks for them.
      entries: isMock ? ['index.html', 'mocks/api-worker.ts'] : undefined,
    },
    // The server-rendering build carries its dependencies: React's production build is chosen
    // at build time (the server's NODE_ENV means something else: see server/node/env.ts), and
    // one bundle starts faster than hundreds of files.
    // (Only for that build: Vitest reads this option too, and PGlite must stay external there.)
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    build: isSsrBuild
      ? { sourcemap: true, target: 'node22', outDir: 'dist-ssr', copyPublicDir: false }
      : isMock
        ? {
            // `npm run preview:mock` and the mock journeys: mock mode bundled, beside the store.
            outDir: 'dist-mock',
            sourcemap: false,
            target: 'es2022',
            // PGlite's Emscripten glue uses a direct eval on purpose: not ours to fix.
            // The store's chunk groups too: 137 files instead of 290, and a page fetches fewer of
            // them, each of which MSW's service worker hands to the page to decide on once mock
            // mode is listening (first product card about 0.4 s sooner here).
            rolldownOptions: {
              checks: { eval: false },
              output: { codeSplitting: storefrontChunks },
            },
          }
        : {
            sourcemap: false,
            target: 'es2022',
            manifest: true,
            rolldownOptions: { output: { codeSplitting: storefrontChunks } },
          },
    test: {
      // One worker per core this process may use (Vitest's default leaves one core idle): on two
      // cores the suite takes about a third less time, and pinned to one core (`taskset -c 0`)
      // it still runs one file at a time.
      maxWorkers: availableParallelism(),
      // The test databases' templates, built once for the run (server/test/database-template.ts).
      globalSetup: ['server/test/database-templates.setup.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'contract/**/*.test.ts',
              'server/**/*.test.ts',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // One module graph per worker, not per file: the server's modules (drizzle, hono, zod,
            // PGlite) are imported once per worker (node project 3m41 -> 2m21 here). These tests
            // keep their state in what they create (databases, servers, ports) or reset it in
            // their hooks (mocks/node.ts), and restore what they spy on.
            // The dom project stays isolated: its screens share stores, jsdom and IndexedDB.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...domTests,
            name: 'dom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.isolated.test.{ts,tsx}'],
            // One module graph per worker, as in the node project: building each file's graph
            // afresh was about half of this project's time. The setup file resets, before each
            // file, the app's module-level state a page would start without.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...domTests,
            // Files that replace, reload or need fresh modules: one graph each
            // (scripts/isolated-dom-tests.test.ts).
            name: 'dom-isolated',
            include: ['src/**/*.isolated.test.{ts,tsx}'],
          },
        },
      ],
    },
  };
});
