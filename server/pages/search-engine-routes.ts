import { Hono } from 'hono';
import type { CatalogueStore } from '../catalogue/catalogue-store';
import { createLruCache } from '../lru-cache';
import { clientOriginFor, type OriginOptions } from '../node/request-origin';

/** The sitemaps protocol's limit per file: past it, an index names several files. */
export const URLS_PER_SITEMAP = 50_000;

/** Pages a search engine should find besides the products: the listings and the help pages. */
const LISTING_PATHS = [
  '/',
  '/all-fragrances',
  '/new-arrivals',
  '/blog',
  '/contact',
  '/shipping',
  '/returns',
  '/privacy',
  '/terms',
  '/faq',
];

/** Pages that are a shopper's own or the admin's: nothing for a search engine. */
const PRIVATE_PATHS = [
  '/dashboard',
  '/cart',
  '/checkout',
  '/order',
  '/login',
  '/signup',
  '/reset-password',
  '/test-payment',
  '/api/',
];

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=UTF-8',
  'Cache-Control': 'public, max-age=3600',
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Entry {
  path: string;
  lastmod?: string;
}

function urlset(origin: string, entries: readonly Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

function sitemapIndex(origin: string, files: number): string {
  const maps = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps.join('')}</sitemapindex>\n`;
}

/**
 * `/robots.txt` naming the sitemap, and `/sitemap.xml`: the home page, the listings and every
 * product page, read from the in-process catalogue and kept per catalogue version and origin. Past
 * 50,000 URLs `/sitemap.xml` is an index of `/sitemap-N.xml` files.
 */
export function searchEngineRoutes(options: {
  catalogue: CatalogueStore;
  origins: OriginOptions;
  urlsPerSitemap?: number;
}) {
  const perFile = options.urlsPerSitemap ?? URLS_PER_SITEMAP;
  // The shop's origin and maybe a LAN address in development: a few at most.
  const kept = createLruCache<string, Entry[][]>({ maxSize: 4 });

  async function filesFor(origin: string): Promise<Entry[][]> {
    const version = await options.catalogue.version();
    const key = `${origin} ${version.version}`;
    const hit = kept.get(key);
    if (hit) return hit;
    const view = await options.catalogue.view(version);
    const entries: Entry[] = [
      ...LISTING_PATHS.map((path) => ({ path })),
      ...view.products.map((p) => ({
        path: `/detail/${encodeURIComponent(p._id)}`,
        lastmod: p.updatedAt.slice(0, 10),
      })),
    ];
    const files: Entry[][] = [];
    for (let i = 0; i < entries.length; i += perFile) files.push(entries.slice(i, i + perFile));
    kept.set(key, files);
    return files;
  }

  const app = new Hono();
  const originOf = (request: Request) => clientOriginFor(request, options.origins) ?? '';

  app.get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        `Sitemap: ${originOf(c.req.raw)}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'Cache-Control': 'public, max-age=3600' },
    ),
  );

  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(c.req.raw);
    const files = await filesFor(origin);
    const body =
      files.length <= 1 ? urlset(origin, files[0] ?? []) : sitemapIndex(origin, files.length);
    return c.body(body, 200, XML_HEADERS);
  });

  app.get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
    const origin = originOf(c.req.raw);
    const n = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const files = await filesFor(origin);
    const file = files.length > 1 ? files[n - 1] : undefined;
    if (!file) return c.text('Not found', 404);
    return c.body(urlset(origin, file), 200, XML_HEADERS);
  });

  return app;
}
