import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesResponseSchema } from '../../contract/schemas/category';
import {
  ProductListResponseSchema,
  ProductMutationResponseSchema,
  ProductSearchResponseSchema,
  type Product,
} from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { formatNaira } from '../../contract/rules/currency';
import { HOME_BLOCK_PAGES, homeBlockSizes, BREAKPOINT_MOBILE } from '../../contract/constants';
import { createPageRenderer } from '../../src/entry-server';
import { createCaller, form, type Call } from '../test/api-client';
import { createTestApi, inProcessCatalogue, type TestApi } from '../test/test-api';
import { committedCatalogueVersion } from '../catalogue/committed-version';
import { flashSale } from '../db/schema';
import { nextShopMidnight } from '../admin/shop-day';
import { cachePages } from './page-cache';
import { routerManifestFrom } from './router-manifest';
import { createServerApp } from '../node/server-app';
import { currentProducts } from '../catalogue/catalogue-store';
import { decodeHtml, inlineScripts, jsonLd, metaContent, productCards } from '../test/html-scan';

// Server-rendered pages through the Node host, as `node dist-server/main.js` serves them, but
// rendered from the source (src/entry-server.tsx) over the demo catalogue in PGlite.

let api: TestApi;
let call: Call;
let root: string;
let app: ReturnType<typeof createServerApp>;
let catalogue: Product[];
let soldOut: Product;
let adminToken: string;

/** A small client build: the entry, two shared chunks, and the product page's split component. */
const viteManifest = {
  'index.html': {
    file: 'assets/index-abc123.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-aaa111.js', '_vendor-def456.js'],
    css: ['assets/index-abc123.css'],
  },
  '_shared-aaa111.js': { file: 'assets/shared-aaa111.js', imports: ['_vendor-def456.js'] },
  '_vendor-def456.js': { file: 'assets/vendor-def456.js' },
  'src/routes/detail.$id.tsx?tsr-split=component': {
    file: 'assets/detail.$id-789abc.js',
    src: 'src/routes/detail.$id.tsx?tsr-split=component',
    imports: ['_vendor-def456.js'],
  },
};

/** The server-rendering build from source, its API in this process (or what `fetchApi` says). */
function rendererWith(fetchApi: (request: Request) => Promise<Response>) {
  return createPageRenderer({
    fetchApi,
    catalogue: currentProducts(inProcessCatalogue(api)),
    manifest: routerManifestFrom(viteManifest),
  });
}

async function page(url: string) {
  const res = await app.request(url);
  return { res, html: await res.text() };
}

beforeAll(async () => {
  api = await createTestApi({ seed: true });
  call = createCaller(api.fetch);
  root = mkdtempSync(path.join(tmpdir(), 'fh-ssr-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root">shell</div>');
  // As main.ts wires it: the loaders read the API in this process, and product and home pages
  // are kept per catalogue version (every test also proves a kept page is right).
  const renderPage = cachePages(
    rendererWith((r) => Promise.resolve(api.fetch(r))),
    {
      catalogueVersion: async () =>
        String((await committedCatalogueVersion(api.db, new Date())).version),
    },
  );
  app = createServerApp({ api, staticDir: root, corsOrigins: [], renderPage });

  // A product with no stock, made as the admin screen makes one.
  const login = await call('POST', '/auth/login', {
    json: { identifier: 'admin', password: 'admin12345' },
  });
  const token = AuthResponseSchema.parse(login.body).user.token;
  adminToken = token;
  const [category] = CategoriesResponseSchema.parse(
    (await call('GET', '/category/categories')).body,
  );
  const created = await call('POST', '/product/create', {
    token,
    form: form({
      name: 'Sold Out Santal & Rose',
      description: 'A test fragrance with no stock.',
      price: '48250.5',
      quantity: '0',
      category: category?._id ?? '',
      shipping: 'true',
      gender: 'Unisex',
      brand: 'Armaf',
      size: '3.4',
    }),
  });
  expect(created.status).toBe(201);
  soldOut = ProductMutationResponseSchema.parse(created.body).product;
  catalogue = ProductListResponseSchema.parse(
    (await call('GET', '/product/all?limit=1000000')).body,
  ).products;
});

afterAll(async () => {
  await api?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('server-rendered product page', () => {
  it('holds the name, the naira price, the title, an absolute og:image and the Offer', async () => {
    const product = catalogue.find((p) => p.isAvailable && p.quantity > 0 && p.images.length > 0);
    if (!product) throw new Error('the demo catalogue has no product in stock');
    const { res, html } = await page(`/detail/${product._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const text = decodeHtml(html);
    expect(text).toContain(product.name);
    expect(text).toContain(formatNaira(product.price));
    const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    expect(title).toContain(product.name);

    const ogImage = metaContent(html, 'og:image');
    expect(ogImage).toMatch(/^http:\/\/localhost\//);
    // A raster link previews can show, of the product's first image.
    expect(new URL(ogImage ?? '').pathname).toBe(new URL(product.images[0]?.url ?? '').pathname);
    expect(new URL(ogImage ?? '').search).toBe('?w=1200');
    // The product's image is the page's largest paint: fetched at high priority.
    expect(html).toMatch(
      /<img[^>]*alt="[^"]*, image 1 of \d+"[^>]*fetchpriority="high"|<img[^>]*fetchpriority="high"[^>]*alt="[^"]*, image 1 of \d+"/i,
    );

    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product._id,
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('marks a product with no stock OutOfStock', async () => {
    const { res, html } = await page(`/detail/${soldOut._id}`);
    expect(res.status).toBe(200);
    expect(decodeHtml(html)).toContain(soldOut.name);
    expect(decodeHtml(html)).toContain(formatNaira(48250.5));
    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      name: soldOut.name,
      offers: { priceCurrency: 'NGN', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('starts the client entry after the first paint, with the route chunk named as data', async () => {
    const { html } = await page(`/detail/${catalogue[0]?._id}`);
    expect(html).toContain('/assets/index-abc123.css');
    // No module is fetched with the page: public/start-after-paint.js fetches them once it is
    // painted, the entry from its data-entry and the rest from the page's module lists.
    expect(html).not.toMatch(/rel="modulepreload"|<script[^>]*type="module"/);
    expect(html).toMatch(
      /<script src="\/start-after-paint\.js" defer="" data-entry="\/assets\/index-abc123\.js"/,
    );
    const lists = [
      ...html.matchAll(/<script type="application\/json" data-app-modules=""([^>]*)>([^<]*)/g),
    ];
    // The entry's chunks are run one at a time before it; the route's are only preloaded.
    expect(lists.map(([, attrs]) => attrs?.includes('data-run-first'))).toEqual([true, false]);
    expect(lists.map(([, , list]) => JSON.parse(list ?? '') as unknown)).toEqual([
      // Each after the chunks it imports: the order the start script runs them in.
      ['/assets/vendor-def456.js', '/assets/shared-aaa111.js'],
      ['/assets/detail.$id-789abc.js'],
    ]);
  });
});

describe('kept pages', () => {
  it('shows a product’s new price on the next request after the admin changes it', async () => {
    const product = catalogue.find((p) => p.isAvailable && p.quantity > 0 && p !== soldOut);
    if (!product) throw new Error('the demo catalogue has no product in stock');
    const url = `/detail/${product._id}`;
    // Twice: the second answer is the kept page.
    expect(decodeHtml((await page(url)).html)).toContain(formatNaira(product.price));
    expect(decodeHtml((await page(url)).html)).toContain(formatNaira(product.price));
    const newPrice = product.price + 1234;
    const updated = await call('PUT', `/product/update/${product._id}`, {
      token: adminToken,
      form: form({
        name: product.name,
        description: product.description,
        price: String(newPrice),
        quantity: String(product.quantity),
        category: product.category._id,
        shipping: String(product.shipping),
        gender: product.gender,
        brand: product.brand,
        size: product.size,
        images: product.images.map(() => '[object Object]'),
      }),
    });
    expect(updated.status).toBe(200);
    const text = decodeHtml((await page(url)).html);
    expect(text).toContain(formatNaira(newPrice));
    expect(text).not.toContain(formatNaira(product.price));
  });
  it('shows a Flash Sale product at its sale price until the sale ends, then the price, with no write', async () => {
    const onSale = catalogue.find((p) => p.sale);
    if (!onSale?.sale) throw new Error('the demo has no Flash Sale');
    const url = `/detail/${onSale._id}`;
    const during = (await page(url)).html;
    expect(decodeHtml(during)).toContain(
      `Was ${formatNaira(onSale.price)}, now ${formatNaira(onSale.sale.price)}`,
    );
    expect(jsonLd(during)[0]).toMatchObject({ offers: { price: onSale.sale.price.toFixed(2) } });
    try {
      // Its end passes (as a sale not renewed daily): the kept page must not outlive it.
      await api.db
        .update(flashSale)
        .set({ endsAt: new Date(Date.now() - 1000), renewDaily: false });
      const after = (await page(url)).html;
      expect(decodeHtml(after)).not.toContain('Was ₦');
      expect(jsonLd(after)[0]).toMatchObject({ offers: { price: onSale.price.toFixed(2) } });
    } finally {
      const restored = await call('PUT', '/admin/flash-sale', {
        token: adminToken,
        json: {
          productIds: catalogue.filter((p) => p.sale).map((p) => p._id),
          percentOff: onSale.sale.percentOff,
          endsAt: nextShopMidnight(new Date()).toISOString(),
          renewDaily: true,
        },
      });
      expect(restored.status).toBe(200);
    }
  });
});

describe('which pages may be kept', () => {
  it('names each page as its route reads it, for the routes that declare it', () => {
    const renderer = rendererWith((r) => Promise.resolve(api.fetch(r)));
    const named = (url: string) => renderer.keptPage(new URL(url));
    // Routes that validate no search: the same page whatever follows `?`.
    expect(named('http://shop.test/?utm_source=whatsapp')).toEqual({
      url: 'http://shop.test/',
      variants: 1,
    });
    expect(named('http://shop.test/detail/abc?r=1')).toEqual({
      url: 'http://shop.test/detail/abc',
      variants: 1,
    });
    // The listings, by their search; /all-fragrances in a few shuffled orders.
    expect(named('http://shop.test/all-fragrances?brand=Dior')).toEqual({
      url: 'http://shop.test/all-fragrances?brand=Dior',
      variants: 4,
    });
    expect(named('http://shop.test/new-arrivals?page=2')).toEqual({
      url: 'http://shop.test/new-arrivals?page=2',
      variants: 1,
    });
    // Unknown parameters, a junk sort and page 1 name a listing otherwise: redirected instead.
    expect(named('http://shop.test/all-fragrances?brand=Dior&utm=1&sort=nope&page=1')).toBeNull();
    expect(named('http://shop.test/new-arrivals?page=1')).toBeNull();
    for (const url of ['/search?keyword=oud', '/cart', '/blog', '/no-such-page', '/checkout']) {
      expect(named(`http://shop.test${url}`), url).toBeNull();
    }
  });

  it('keeps a render that came out whole, never one where something failed', async () => {
    const whole = rendererWith((r) => Promise.resolve(api.fetch(r)));
    const keep = async (renderer: typeof whole, path: string) => {
      const rendered = await renderer.render(new Request(`http://localhost${path}`));
      await rendered?.response.body?.cancel();
      return { status: rendered?.response.status, keep: rendered?.keep };
    };
    const product = catalogue[0]?._id ?? '';
    expect(await keep(whole, `/detail/${product}`)).toEqual({ status: 200, keep: true });
    expect(await keep(whole, '/')).toEqual({ status: 200, keep: true });
    expect(await keep(whole, '/all-fragrances')).toEqual({ status: 200, keep: true });
    expect(await keep(whole, '/new-arrivals?page=2')).toEqual({ status: 200, keep: true });
    const missing = '/detail/00000000-0000-4000-8000-000000000000';
    expect(await keep(whole, missing)).toEqual({ status: 404, keep: false });
    expect(await keep(whole, '/search?keyword=oud')).toEqual({ status: 200, keep: false });

    // The product's answer and the Flash Sale block fail: each page is drawn, not kept.
    const failing = rendererWith(async (r) =>
      new URL(r.url).pathname.match(/\/product\/(flash-sale|[0-9a-f-]{36})$/)
        ? new Response('{"error":"down"}', { status: 500 })
        : api.fetch(r),
    );
    expect(await keep(failing, `/detail/${product}`)).toEqual({ status: 200, keep: false });
    expect(await keep(failing, '/')).toEqual({ status: 200, keep: false });
  });

  it('sends a listing URL that names its page otherwise to the page’s own, kept or not', async () => {
    for (let r = 0; r < 2; r++) {
      const res = await app.request('/all-fragrances?brand=Dior&utm=1&sort=nope&page=1');
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/all-fragrances?brand=Dior');
    }
  });
});

describe('server-rendered home page', () => {
  it('holds the New Arrival block’s products at a phone’s size, not skeletons', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    const newest = ProductListResponseSchema.parse(
      (
        await call(
          'GET',
          `/product/all?page=${HOME_BLOCK_PAGES.newArrival}&limit=${homeBlockSizes(BREAKPOINT_MOBILE).newArrival}`,
        )
      ).body,
    ).products;
    expect(newest.length).toBeGreaterThan(0);
    const names = productCards(html).map((card) => card.name);
    for (const product of newest) expect(names).toContain(product.name);
  });

  it('asks for the first hero slide, its largest paint, at high priority and for no other slide', async () => {
    const { html } = await page('/');
    const slides = [...html.matchAll(/<img[^>]*src="\/images\/hero-\d\.webp"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(slides.length).toBeGreaterThan(1);
    expect(slides.map((img) => /fetchpriority="high"/i.test(img))).toEqual(
      slides.map((_, index) => index === 0),
    );
  });

  it('preloads no image but the first hero slide: the rest wait for the shopper to scroll', async () => {
    const { html } = await page('/');
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual(['/images/hero-1.webp']);
  });
});

describe('image URLs', () => {
  it('are at the origin each page was asked at, on product, home and listing pages', async () => {
    const product = catalogue.find((p) => p.images.length > 0);
    for (const path of [`/detail/${product?._id}`, '/', '/all-fragrances']) {
      // Twice: the kept page of one origin is not another's.
      for (const origin of ['http://shop.example', 'http://localhost']) {
        const html = await (await app.request(`${origin}${path}`)).text();
        const other = origin === 'http://localhost' ? 'http://shop.example' : 'http://localhost';
        expect(html, `${origin}${path}`).toContain(`${origin}/api/v1/images/`);
        expect(html, `${origin}${path}`).not.toContain(other);
      }
    }
  });
});

describe('signed-in pages', () => {
  it('answer with the client-rendered shell, which the browser draws after its guard', async () => {
    for (const url of [
      '/checkout',
      '/order?id=abc',
      '/dashboard/user/profile',
      '/dashboard/admin',
    ]) {
      const { res, html } = await page(url);
      expect(res.status, url).toBe(200);
      expect(html, url).toContain('<div id="root">shell</div>');
      expect(html, url).not.toContain('$_TSR');
    }
  });
});

describe('server-rendered 404s', () => {
  it('answers an unknown product with 404 and the product-not-found screen', async () => {
    const { res, html } = await page('/detail/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(html).toContain('Product not found');
    expect(jsonLd(html)).toEqual([]);
    expect(html).toContain('<title>Product not found | FragranceHub</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it('answers an unknown path with 404 and the 404 screen', async () => {
    const { res, html } = await page('/no-such-page');
    expect(res.status).toBe(404);
    expect(decodeHtml(html)).toContain("Sorry, we couldn't find the page you were looking for.");
    expect(html).not.toContain('id="root">shell');
    expect(html).toContain('<title>Page not found | FragranceHub</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });
});

describe('server-rendered listings and search', () => {
  it('shows only Dior on /all-fragrances?brand=Dior, each name linking to its page', async () => {
    // A hand-written link is the router's own form: no redirect.
    const { res, html } = await page('/all-fragrances?brand=Dior');
    expect(res.status).toBe(200);
    const dior = catalogue.filter((p) => p.brand === 'Dior');
    expect(dior.length).toBeGreaterThan(0);
    const cards = productCards(html);
    // Every Dior product fits on the first page of the demo catalogue.
    expect(cards.map((c) => c.name).sort()).toEqual(dior.map((p) => p.name).sort());
    for (const card of cards) {
      const product = dior.find((p) => p.name === card.name);
      expect(card.href).toBe(`/detail/${product?._id}`);
    }
  });

  it('shows the matching products on /search?keyword=', async () => {
    const keyword = 'oud';
    const matches = ProductSearchResponseSchema.parse(
      (await call('GET', `/product/search/${keyword}`)).body,
    ).products;
    expect(matches.length).toBeGreaterThan(0);
    const { res, html } = await page(`/search?keyword=${keyword}`);
    expect(res.status).toBe(200);
    const names = productCards(html).map((c) => c.name);
    expect(names.sort()).toEqual(matches.map((p) => p.name).sort());
    expect(names.some((name) => /oud/i.test(name))).toBe(true);
  });
});

describe('Content-Security-Policy', () => {
  it("gives every inline script the response's script nonce", async () => {
    for (const url of ['/', `/detail/${catalogue[0]?._id}`, '/all-fragrances', '/no-such-page']) {
      const { res, html } = await page(url);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, url).toBeTruthy();
      const scripts = inlineScripts(html);
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const script of scripts) expect(script.nonce, `${url}: ${script.tag}`).toBe(nonce);
    }
  });

  it('uses a new nonce for every response', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => (await app.request('/')).headers.get('Content-Security-Policy')),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
