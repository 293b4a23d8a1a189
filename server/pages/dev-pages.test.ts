import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { ProductListResponseSchema } from '../../contract/schemas/product';
import { createTestApi, type TestApi } from '../test/test-api';
import { decodeHtml } from '../test/html-scan';
import { devPages } from './dev-pages';

// `npm run dev` renders pages on the server from source through Vite's middleware mode.

let vite: ViteDevServer;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ seed: true });
  vite = await createViteServer({
    server: { middlewareMode: true, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
});

afterAll(async () => {
  await vite?.close();
  await api?.close();
});

describe('development pages', () => {
  it('renders a product page from source, with Vite’s client and the entry from source', async () => {
    const [product] = ProductListResponseSchema.parse(
      await (await api.fetch(new Request('http://dev.test/api/v1/product/all?limit=1'))).json(),
    ).products;
    if (!product) throw new Error('the demo catalogue is empty');
    const render = devPages(vite, (request) => Promise.resolve(api.fetch(request)));
    const res = await render(new Request(`http://127.0.0.1:5173/detail/${product._id}`));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(decodeHtml(html)).toContain(product.name);
    // The router's dehydrated state: the browser hydrates instead of rendering anew.
    expect(html).toContain('$_TSR');
    expect(html).toContain('src="/@vite/client"');
    expect(html).toContain('src="/src/main.tsx"');
    // React Refresh's preamble comes before the entry, in the head.
    expect(html.indexOf('/@react-refresh')).toBeGreaterThan(-1);
    expect(html.indexOf('/@react-refresh')).toBeLessThan(html.indexOf('src="/src/main.tsx"'));
  }, 120_000);

  it('answers a signed-in page with the client-rendered shell, as Vite serves it', async () => {
    const render = devPages(vite, (request) => Promise.resolve(api.fetch(request)));
    const res = await render(new Request('http://127.0.0.1:5173/checkout'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"><p role="status">Loading FragranceHub…</p></div>');
    expect(html).toContain('/@vite/client');
    expect(html).not.toContain('$_TSR');
  }, 60_000);

  it('answers an unknown path with 404', async () => {
    const render = devPages(vite, (request) => Promise.resolve(api.fetch(request)));
    const res = await render(new Request('http://127.0.0.1:5173/no-such-page'));
    expect(res.status).toBe(404);
  }, 60_000);
});
