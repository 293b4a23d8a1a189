import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from './http-middleware';
import { createServerApp } from './server-app';

const products = Array.from({ length: 50 }, (_, i) => ({ _id: String(i), name: `Perfume ${i}` }));

function fakeApi() {
  const api = new Hono().basePath('/api/v1');
  // Like the real API: named by an ETag, 304 when the caller holds it.
  api.get('/product/all', (c) => {
    const tag = 'W/"c7-0123abcd"';
    if (c.req.header('If-None-Match') === tag) return c.body(null, 304, { ETag: tag });
    return c.json({ success: true, products }, 200, { ETag: tag });
  });
  api.get('/images/:id', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}

let root: string;
const logged: Record<string, unknown>[] = [];
let app: ReturnType<typeof createServerApp>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fh-static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(root, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  // A build-time compressed pair (scripts/precompress.mjs) beside its asset.
  const precompressed = `console.log(${JSON.stringify('p'.repeat(5000))});`;
  writeFileSync(path.join(root, 'assets', 'pre-def456.js'), precompressed);
  writeFileSync(path.join(root, 'assets', 'pre-def456.js.br'), brotliCompressSync(precompressed));
  writeFileSync(path.join(root, 'assets', 'pre-def456.js.gz'), gzipSync(precompressed));
  app = createServerApp({
    api: fakeApi(),
    staticDir: root,
    corsOrigins: ['https://partner.example'],
    log: { info: (fields) => logged.push(fields) },
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('Node host around the API', () => {
  it('answers unknown /api paths with the API JSON 404, never index.html', async () => {
    for (const url of ['/api/v1/nope', '/api/nope', '/api']) {
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/json/);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('serves index.html for client routes, uncached', async () => {
    const res = await app.request('/product/some-slug?x=1', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="root"');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect((await app.request('/sw.js')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers every page with the client-rendered shell when the app has no server build', async () => {
    for (const page of ['/', '/cart', '/detail/abc']) {
      const res = await app.request(page);
      expect(await res.text()).toContain('<div id="root"></div>');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('renders pages on the server, with the response nonce, and keeps /index.html as the shell', async () => {
    const seen: { path: string; nonce?: string }[] = [];
    const rendering = createServerApp({
      api: fakeApi(),
      staticDir: root,
      corsOrigins: [],
      renderPage: (request, nonce) => {
        const { pathname } = new URL(request.url);
        seen.push({ path: pathname, nonce });
        if (pathname === '/broken') return Promise.reject(new Error('render failed'));
        return Promise.resolve(
          new Response(`<!doctype html><p>rendered ${pathname}</p>`, {
            status: pathname === '/nope' ? 404 : 200,
            headers: { 'Content-Type': 'text/html' },
          }),
        );
      },
    });
    const home = await rendering.request('/');
    expect(await home.text()).toContain('rendered /');
    expect(home.headers.get('Cache-Control')).toBe('no-cache');
    const csp = home.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`'nonce-${seen[0]?.nonce}'`);
    expect((await rendering.request('/nope')).status).toBe(404);
    expect(await (await rendering.request('/index.html')).text()).toContain('<div id="root">');
    // A page that fails to render still reaches the shopper, drawn by the browser.
    const broken = await rendering.request('/broken');
    expect(broken.status).toBe(200);
    expect(await broken.text()).toContain('<div id="root"></div>');
    expect(seen.map((s) => s.path)).toEqual(['/', '/nope', '/broken']);
    expect((await rendering.request('/assets/gone-123.js')).status).toBe(404);
  });

  it('marks hashed assets immutable and 404s a missing one', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('immutable');
    const missing = await app.request('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control') ?? '').not.toContain('immutable');
  });

  it('sends the build-time brotli or gzip copy of an asset as it is, and the plain file otherwise', async () => {
    const expected = `console.log(${JSON.stringify('p'.repeat(5000))});`;
    const br = await app.request('/assets/pre-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Cache-Control')).toContain('immutable');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(expected);
    const gz = await app.request('/assets/pre-def456.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(expected);
    const plain = await app.request('/assets/pre-def456.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(expected);
    // Never a file outside the assets folder, however the path is spelled.
    const escape = await app.request('/assets/..%2Findex.html', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(await escape.text()).not.toContain('id="root"');
  });

  it('sends the security headers the app needs', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('compresses JSON with brotli or gzip, never images', async () => {
    const br = await app.request('/api/v1/product/all', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const brBody = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString());
    expect(brBody.products).toHaveLength(50);

    const gz = await app.request('/api/v1/product/all', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(
      JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).products,
    ).toHaveLength(50);

    const img = await app.request('/api/v1/images/1', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(img.headers.get('Content-Encoding')).toBeNull();

    const js = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(js.headers.get('Content-Encoding')).toBe('br');
  });

  it("keeps the API's ETag and 304 through compression", async () => {
    const first = await app.request('/api/v1/product/all?page=1&limit=15');
    const tag = first.headers.get('ETag');
    expect(tag).toBe('W/"c7-0123abcd"');
    const again = await app.request('/api/v1/product/all?page=1&limit=15', {
      headers: { 'If-None-Match': tag ?? '' },
    });
    expect(again.status).toBe(304);
    // The compressed representation revalidates against the same weak tag.
    const compressed = await app.request('/api/v1/product/all?page=1&limit=15', {
      headers: { 'If-None-Match': tag ?? '', 'Accept-Encoding': 'br' },
    });
    expect(compressed.status).toBe(304);
    const full = await app.request('/api/v1/product/all?page=1&limit=15', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(full.headers.get('Content-Encoding')).toBe('br');
    expect(full.headers.get('ETag')).toBe(tag);
  });

  it('allows CORS only for the configured origins', async () => {
    const allowed = await app.request('/api/v1/product/all', {
      headers: { Origin: 'https://partner.example' },
    });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    const other = await app.request('/api/v1/product/all', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('logs request id, method, path, status and time, without the query string', async () => {
    logged.length = 0;
    const res = await app.request('/api/v1/product/all?token=secret', {
      headers: { Authorization: 'Bearer abc', 'X-Request-Id': 'proxy-1234' },
    });
    expect(logged).toEqual([
      {
        reqId: 'proxy-1234',
        method: 'GET',
        path: '/api/v1/product/all',
        status: 200,
        ms: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/secret|Bearer/);
    expect(res.headers.get('X-Request-Id')).toBe('proxy-1234');
    await app.request('/api/v1/product/all', { headers: { 'X-Request-Id': 'bad id\n' } });
    expect(logged[1]?.['reqId']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('negotiates encodings', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('client address for login throttling', () => {
  it('replaces a spoofed X-Forwarded-For unless a proxy is trusted', async () => {
    const seen: (string | null)[] = [];
    const api = new Hono().basePath('/api/v1');
    api.post('/auth/login', (c) => {
      seen.push(c.req.header('X-Forwarded-For') ?? null, c.req.header('X-Real-IP') ?? null);
      return c.json({ ok: true });
    });
    const direct = createServerApp({ api, staticDir: root, corsOrigins: [] });
    await direct.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '6.6.6.6', 'X-Real-IP': '7.7.7.7' },
      body: '{}',
    });
    expect(seen).toEqual([null, null]);

    seen.length = 0;
    const proxied = createServerApp({ api, staticDir: root, corsOrigins: [], trustProxyHops: 1 });
    await proxied.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' },
      body: '{}',
    });
    expect(seen).toEqual(['203.0.113.9', null]);
  });
});

describe('image origins', () => {
  it('hands the API the origin a trusted proxy forwarded, and the Host otherwise', async () => {
    const seen: string[] = [];
    const api = new Hono().basePath('/api/v1');
    api.get('/product/all', (c) => {
      seen.push(new URL(c.req.url).origin);
      return c.json({ ok: true });
    });
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example' };
    const direct = createServerApp({ api, staticDir: root, corsOrigins: [] });
    await direct.request('http://127.0.0.1:3000/api/v1/product/all', { headers: forwarded });
    const proxied = createServerApp({ api, staticDir: root, corsOrigins: [], trustProxyHops: 1 });
    await proxied.request('http://127.0.0.1:3000/api/v1/product/all', { headers: forwarded });
    expect(seen).toEqual(['http://127.0.0.1:3000', 'https://shop.example']);
  });

  it("lets pages show PUBLIC_URL's images and any client show the API's", async () => {
    const api = new Hono().basePath('/api/v1');
    api.get('/images/:id', (c) =>
      c.body(new Uint8Array(8), 200, {
        'Content-Type': 'image/png',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      }),
    );
    const shop = createServerApp({
      api,
      staticDir: root,
      corsOrigins: [],
      publicUrl: 'https://cdn.shop.example',
      allowedHosts: ['localhost'],
    });
    const page = await shop.request('/');
    expect(page.headers.get('Content-Security-Policy')).toMatch(
      /img-src 'self' data: blob: https:\/\/cdn\.shop\.example/,
    );
    expect(page.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    const image = await shop.request('/api/v1/images/x');
    expect(image.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
  });
});

describe('hosts', () => {
  const echoOrigin = () => {
    const api = new Hono().basePath('/api/v1');
    api.get('/product/all', (c) => c.json({ origin: new URL(c.req.url).origin }));
    api.get('/health', (c) => c.json({ ok: true }));
    return api;
  };

  it('refuses a Host that is not a host name, which would be spliced into answers', async () => {
    const open = createServerApp({ api: echoOrigin(), staticDir: root, corsOrigins: [] });
    for (const host of ['a"b', 'evil.example/x', 'a\\b']) {
      const res = await open.request('http://x/api/v1/product/all', { headers: { host } });
      expect(res.status, host).toBe(400);
      expect(await res.json()).toEqual({ error: 'Bad Host header' });
    }
    const fine = await open.request('http://x/api/v1/product/all', {
      headers: { host: 'Shop.Example:8080' },
    });
    expect(await fine.json()).toEqual({ origin: 'http://shop.example:8080' });
  });

  it('answers 421 for hosts outside PUBLIC_URL and ALLOWED_HOSTS, but for the probes', async () => {
    const shop = createServerApp({
      api: echoOrigin(),
      staticDir: root,
      corsOrigins: [],
      publicUrl: 'https://shop.example',
      allowedHosts: ['10.0.0.5:3000'],
    });
    const ask = (host: string, path = '/api/v1/product/all') =>
      shop.request(`http://x${path}`, { headers: { host } });
    expect((await ask('evil.example')).status).toBe(421);
    expect((await ask('evil.example', '/')).status).toBe(421);
    expect((await ask('evil.example', '/api/v1/health')).status).toBe(200);
    expect(await (await ask('shop.example')).json()).toEqual({ origin: 'https://shop.example' });
    expect(await (await ask('10.0.0.5:3000')).json()).toEqual({ origin: 'https://shop.example' });
  });

  it('ignores forwarded host headers when PUBLIC_URL is set', async () => {
    const shop = createServerApp({
      api: echoOrigin(),
      staticDir: root,
      corsOrigins: [],
      trustProxyHops: 1,
      publicUrl: 'https://shop.example',
    });
    const res = await shop.request('http://x/api/v1/product/all', {
      headers: { host: 'shop.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(await res.json()).toEqual({ origin: 'https://shop.example' });
  });
});

describe('a reverse proxy not declared', () => {
  it('warns once when X-Forwarded-For arrives while TRUST_PROXY_HOPS=0, never when declared', async () => {
    const warnings: string[] = [];
    const send = (app: ReturnType<typeof createServerApp>, forwarded?: string) =>
      app.request('/api/v1/product/all', {
        headers: forwarded ? { 'X-Forwarded-For': forwarded } : {},
      });
    const direct = createServerApp({
      api: fakeApi(),
      staticDir: root,
      corsOrigins: [],
      warn: (line) => warnings.push(line),
    });
    await send(direct);
    expect(warnings).toEqual([]);
    await send(direct, '203.0.113.5');
    await send(direct, '203.0.113.6');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUST_PROXY_HOPS/);

    const proxied = createServerApp({
      api: fakeApi(),
      staticDir: root,
      corsOrigins: [],
      trustProxyHops: 1,
      warn: (line) => warnings.push(line),
    });
    await send(proxied, '203.0.113.5');
    expect(warnings).toHaveLength(1);
  });
});

describe('request log', () => {
  it('writes the encoded path, so %0a cannot forge a second line', async () => {
    logged.length = 0;
    await app.request('/api/v1/x%0aGET%20/api/v1/orders/all%20200%200.1ms%0d');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      path: '/api/v1/x%0aGET%20/api/v1/orders/all%20200%200.1ms%0d',
      status: 404,
    });
  });
});

describe('build files that are not the app', () => {
  it('never serves the Vite manifest or the bundle report', async () => {
    mkdirSync(path.join(root, '.vite'), { recursive: true });
    writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    writeFileSync(path.join(root, 'bundle-report.json'), '{"totals":{}}');
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/bundle-report.json']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('{');
    }
  });
});
