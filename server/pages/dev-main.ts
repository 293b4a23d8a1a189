// `npm run dev`: the storefront rendered on the server from source, on http://127.0.0.1:5173,
// with Vite's hot reload. API requests go to the server `npm run dev:server` runs (DEV_API_URL,
// http://127.0.0.1:3000 by default), through Vite's proxy (vite.config.ts) for the browser and
// directly for the pages' loaders. Mock mode (`npm run dev:mock`) stays client-rendered.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { devPages } from './dev-pages';

const PORT = Number(process.env.PORT ?? 5173);
const HOST = '127.0.0.1';
const apiTarget = new URL(process.env.DEV_API_URL ?? 'http://127.0.0.1:3000');

const server = createServer();
const vite = await createViteServer({
  // The HMR socket shares this server's port.
  server: { middlewareMode: true, ws: { server } },
  appType: 'custom',
});

/** The loaders' API calls, sent to the API server as they are. */
const fetchApi = (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  return fetch(new URL(url.pathname + url.search, apiTarget), {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  });
};

const renderPage = devPages(vite, fetchApi);
const pages = getRequestListener(async (request) => {
  try {
    return await renderPage(request);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(message);
    return new Response(`<pre>${message.replace(/</g, '&lt;')}</pre>`, {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
});

// Vite first (modules, public files, /api through its proxy); every other request is a page.
server.on('request', (req, res) => {
  vite.middlewares(req, res, () => void pages(req, res));
});
server.listen(PORT, HOST, () => {
  console.log(`FragranceHub (development, rendered on the server): http://${HOST}:${PORT}`);
  console.log(`API: ${apiTarget.origin} (start it with npm run dev:server)`);
});
