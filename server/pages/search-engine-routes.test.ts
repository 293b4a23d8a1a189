import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '../../contract/schemas/product';
import { createTestApi, type TestApi } from '../test/test-api';
import { searchEngineRoutes } from './search-engine-routes';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: true });
}, 60_000);
afterAll(() => api.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

function routes(urlsPerSitemap?: number) {
  if (!api.catalogue) throw new Error('no catalogue');
  return searchEngineRoutes({
    catalogue: api.catalogue,
    origins: { trustProxyHops: 0 },
    urlsPerSitemap,
  });
}

describe('search engines', () => {
  it('list the home page, the listings and every product in /sitemap.xml', async () => {
    const res = await routes().request('http://shop.test/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const { products } = ProductListResponseSchema.parse(
      await (
        await api.fetch(new Request('http://shop.test/api/v1/product/all?limit=100000'))
      ).json(),
    );
    const listed = locs(xml);
    expect(listed).toContain('http://shop.test/');
    expect(listed).toContain('http://shop.test/all-fragrances');
    for (const help of ['shipping', 'returns', 'privacy', 'terms', 'faq'])
      expect(listed).toContain(`http://shop.test/${help}`);
    for (const product of products)
      expect(listed).toContain(`http://shop.test/detail/${product._id}`);
    expect(listed.some((url) => url?.includes('/dashboard'))).toBe(false);
  });

  it('become an index of files past the per-file limit', async () => {
    const app = routes(10);
    const index = await (await app.request('http://shop.test/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    expect(files[0]).toBe('http://shop.test/sitemap-1.xml');
    let total = 0;
    for (const file of files) {
      const part = await app.request(file ?? '');
      expect(part.status).toBe(200);
      const urls = locs(await part.text());
      expect(urls.length).toBeLessThanOrEqual(10);
      total += urls.length;
    }
    const whole = locs(await (await routes().request('http://shop.test/sitemap.xml')).text());
    expect(total).toBe(whole.length);
    expect((await app.request(`http://shop.test/sitemap-${files.length + 1}.xml`)).status).toBe(
      404,
    );
  });

  it('name the sitemap in /robots.txt and keep private pages out', async () => {
    const robots = await (await routes().request('http://shop.test/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://shop.test/sitemap.xml');
    for (const path of ['/dashboard', '/cart', '/checkout', '/api/'])
      expect(robots).toContain(`Disallow: ${path}`);
  });
});
