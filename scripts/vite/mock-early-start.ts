import type { Plugin } from 'vite';

/**
 * Mock mode only: index.html also loads mocks/early-start.ts, `async` so the app's entry never
 * waits for it. The app's entry starts mock mode only once its own imports have run (seconds of
 * module loading in a fresh browser on the dev server); this starts it beside them.
 */
export function mockEarlyStart(): Plugin {
  return {
    name: 'fragrancehub:mock-early-start',
    // A mock build loads its few bundled chunks at once; the early start is for the dev server's
    // hundreds of modules.
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module', async: true, src: '/mocks/early-start.ts' },
        injectTo: 'head',
      },
    ],
  };
}
