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
    // home.html is the server's first paint of `/`; the worker serves index.html for every route.
    globIgnores: ['mockServiceWorker.js', 'home.html'],
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
