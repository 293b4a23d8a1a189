import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from '@tanstack/react-router';
import type { ViteDevServer } from 'vite';
import type { ServerRenderingBuild } from './page-renderer';
import { withEarlyTaps } from './early-taps';
import { shoppersVariant } from './shuffle-cookie';
import { remoteCatalogue } from './remote-catalogue';

type FetchApi = (request: Request) => Promise<Response>;

/** In development the browser loads the entry from source; Vite serves and hot-reloads it. */
const DEV_MANIFEST: Manifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/main.tsx' } }] } },
};

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' };

/**
 * Pages rendered from source, as the built server renders them, for `npm run dev`: each request
 * loads src/entry-server.tsx through Vite (so an edit shows on the next load, server side too)
 * and puts Vite's head (its client and React Refresh's preamble, which must run before any
 * component module) at the top of the document. Pages the server leaves to the browser get
 * index.html, the client-rendered shell, as Vite would serve it.
 */
export function devPages(vite: ViteDevServer, fetchApi: FetchApi) {
  const catalogue = remoteCatalogue(fetchApi);
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const build = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerRenderingBuild;
    const renderer = withEarlyTaps(
      build.createPageRenderer({ fetchApi, catalogue, manifest: DEV_MANIFEST }),
      await readFile(path.join(vite.config.publicDir, 'early-taps.js'), 'utf8'),
    );
    // Never kept: an edit shows on the next load.
    // The shopper's listing order, as the built server's page cache gives it.
    const response = (await renderer.render(request, { variant: shoppersVariant(request) }))
      ?.response;
    if (!response) {
      const shell = await readFile(path.join(vite.config.root, 'index.html'), 'utf8');
      return new Response(await vite.transformIndexHtml(url.pathname + url.search, shell), {
        headers: HTML_HEADERS,
      });
    }
    if (!/^text\/html/i.test(response.headers.get('Content-Type') ?? '')) return response;
    const viteHead = await vite.transformIndexHtml(
      url.pathname + url.search,
      '<html><head></head><body></body></html>',
    );
    // Without the whitespace between tags, which hydration would take for text React never drew.
    const head = viteHead
      .slice(viteHead.indexOf('<head>') + 6, viteHead.indexOf('</head>'))
      .trim()
      .replace(/>\s+</g, '><');
    const html = (await response.text()).replace(/<head>/i, (tag) => `${tag}${head}`);
    return new Response(html, { status: response.status, headers: response.headers });
  };
}
