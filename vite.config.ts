/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { chunkModules } from './scripts/vite/chunk-modules';
import { earlyListing } from './scripts/vite/early-listing';
import { homeShell } from './scripts/vite/home-shell';

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
      await rm(path.join(options.dir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** The web app manifest and Workbox settings, kept out of vite.config.ts so tests can read them. */
const pwaOptions: Partial<VitePWAOptions> = {
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
  workbox: {
    // The first visit's page is controlled at once (so it works offline after one load); there
    // is no skipWaiting, so a later version waits for the shopper's 'Reload' instead.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest,woff2}'],
    // home.html is the server's first paint of `/`; the worker serves index.html for every route.
    globIgnores: ['mockServiceWorker.js', 'home.html'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    runtimeCaching: [
      {
        // Catalogue reads: fresh when the network answers in time, else the last copy.
        urlPattern: ({ url, request }) =>
          request.method === 'GET' && /^\/api\/v1\/(product|category)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'catalogue-api',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Orders are never cached. One that fails for want of a connection is kept by the worker
        // and sent again when the browser is back online (Background Sync, where the browser has
        // it), even if the shopper has closed the app. The page keeps its own copy as well
        // (order-outbox.ts) to tell the shopper the outcome; the Idempotency-Key both carry makes
        // them one order.
        urlPattern: ({ url }) => url.pathname === '/api/v1/product/payment',
        method: 'POST',
        handler: 'NetworkOnly',
        options: {
          backgroundSync: {
            name: 'order-outbox',
            options: { maxRetentionTime: 7 * 24 * 60 },
          },
        },
      },
      {
        // Image URLs are content-addressed and immutable.
        urlPattern: ({ url }) => url.pathname.startsWith('/api/v1/images/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'product-images',
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

export default defineConfig(({ mode }) => {
  const isMock = mode === 'mock' || process.env.VITE_API_MOCKING === 'true';
  process.env.VITE_APP_VERSION ??= process.env.npm_package_version ?? 'dev';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      // MSW's worker and Workbox's cannot both control `/`: mock mode runs without the PWA worker.
      VitePWA({ ...pwaOptions, disable: isMock || mode === 'test' }),
      dropMockWorker(isMock),
      chunkModules(),
      // home.html is made from index.html before the early catalogue request is added: `/` has
      // no listing to start early.
      homeShell(),
      isMock
        ? []
        : earlyListing({
            apiBase: loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL ?? '/api/v1',
          }),
    ],
    server: {
      port: 5173,
      host: '127.0.0.1',
      // `npm run dev` talks to the real server; `npm run dev:mock` never reaches it.
      proxy: isMock ? undefined : { '/api': 'http://127.0.0.1:3000' },
    },
    preview: { port: 4173, host: '127.0.0.1' },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
    build: { sourcemap: false, target: 'es2022', manifest: true },
    test: {
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
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/test/setup.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
