import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../../src/app/page-cache-header';
import { cachePages } from './page-cache';
import type { RenderPage } from './page-renderer';

/** A renderer that counts its renders and writes the nonce where the router would. */
function fakeRenderer(pages: Record<string, { status: number; cacheable: boolean }>) {
  let renders = 0;
  const render: RenderPage = async (request, nonce) => {
    renders += 1;
    const page = pages[new URL(request.url).pathname] ?? { status: 404, cacheable: false };
    const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8' });
    if (page.cacheable) headers.set(PAGE_CACHE_HEADER, 'catalogue');
    const html = `<html><script nonce="${nonce}">1</script><p>render ${renders}</p></html>`;
    return new Response(html, { status: page.status, headers });
  };
  return { render, renders: () => renders };
}

const get = (path: string) => new Request(`http://shop.test${path}`);

/** The kept-page wrapper's answer, which a fake renderer always gives. */
async function answered(pending: Promise<Response | undefined>): Promise<Response> {
  const response = await pending;
  if (!response) throw new Error('no page');
  return response;
}

describe('cachePages', () => {
  it('renders a cacheable page once per catalogue version, with each response’s own nonce', async () => {
    let version = '7';
    const fake = fakeRenderer({ '/detail/a': { status: 200, cacheable: true } });
    const render = cachePages(fake.render, { catalogueVersion: async () => version });

    const first = await answered(render(get('/detail/a'), 'nonce-one'));
    const second = await answered(render(get('/detail/a'), 'nonce-two'));
    expect(fake.renders()).toBe(1);
    expect(await first.text()).toContain('<script nonce="nonce-one">1</script><p>render 1</p>');
    const again = await second.text();
    expect(again).toContain('<script nonce="nonce-two">1</script><p>render 1</p>');
    expect(again).not.toContain('nonce-one');
    expect(second.headers.has(PAGE_CACHE_HEADER)).toBe(false);

    version = '8';
    expect(await (await answered(render(get('/detail/a'), 'n3'))).text()).toContain('render 2');
    expect(fake.renders()).toBe(2);
  });

  it('never keeps pages their routes do not mark, nor failed ones', async () => {
    const fake = fakeRenderer({ '/detail/b': { status: 200, cacheable: false } });
    const render = cachePages(fake.render, { catalogueVersion: async () => '1' });
    await answered(render(get('/detail/b'), 'a'));
    const listing = await answered(render(get('/detail/b'), 'b'));
    expect(listing.status).toBe(200);
    expect(await listing.text()).toContain('<script nonce="b">');
    await answered(render(get('/detail/nowhere'), 'a'));
    const missing = await answered(render(get('/detail/nowhere'), 'b'));
    expect(missing.status).toBe(404);
    expect(fake.renders()).toBe(4);
  });

  it('passes on a page the renderer leaves to the browser', async () => {
    const render = cachePages(async () => undefined, { catalogueVersion: async () => '1' });
    expect(await render(get('/checkout'), 'n')).toBeUndefined();
  });

  it('keeps a page by the search its route reads: other parameters neither add nor alter one', async () => {
    const seen: string[] = [];
    const fake = fakeRenderer({ '/': { status: 200, cacheable: true } });
    const render = cachePages(
      async (request, nonce) => {
        seen.push(request.url);
        return fake.render(request, nonce);
      },
      { catalogueVersion: async () => '1' },
    );
    await answered(render(get('/?utm_source=whatsapp'), 'a'));
    for (let r = 0; r < 20; r++) await answered(render(get(`/?r=${r}`), 'a'));
    await answered(render(get('/'), 'a'));
    expect(fake.renders()).toBe(1);
    // Rendered from the normalised URL, so nothing of the first request's query is in it.
    expect(seen).toEqual(['http://shop.test/']);
  });

  it('keeps each origin apart', async () => {
    const fake = fakeRenderer({ '/': { status: 200, cacheable: true } });
    const render = cachePages(fake.render, { catalogueVersion: async () => '1' });
    await answered(render(new Request('http://evil.test/'), 'a'));
    await answered(render(get('/'), 'a'));
    expect(fake.renders()).toBe(2);
  });

  it('renders, and never keeps, pages outside the kept routes', async () => {
    const fake = fakeRenderer({ '/cart': { status: 200, cacheable: true } });
    const render = cachePages(fake.render, { catalogueVersion: async () => '1' });
    await answered(render(get('/cart?x=1'), 'a'));
    await answered(render(get('/cart?x=1'), 'a'));
    expect(fake.renders()).toBe(2);
  });

  it('keeps a listing page by its validated search, and /all-fragrances in four shuffled orders', async () => {
    const seen: { url: string; seed: number | undefined }[] = [];
    const fake = fakeRenderer({
      '/all-fragrances': { status: 200, cacheable: true },
      '/new-arrivals': { status: 200, cacheable: true },
    });
    const render = cachePages(
      async (request, nonce, variant) => {
        seen.push({ url: request.url, seed: variant?.shuffleSeed });
        return fake.render(request, nonce);
      },
      { catalogueVersion: async () => '1' },
    );
    // Unknown parameters, a junk sort and page 1 name the same page: sent there, not rendered.
    const odd = await answered(
      render(get('/all-fragrances?brand=Dior&utm=1&sort=nope&page=1'), 'a'),
    );
    expect(odd.status).toBe(302);
    expect(odd.headers.get('Location')).toBe('/all-fragrances?brand=Dior');
    expect(fake.renders()).toBe(0);
    for (let r = 0; r < 12; r++) await answered(render(get('/all-fragrances?brand=Dior'), 'a'));
    expect(fake.renders()).toBe(4);
    expect(new Set(seen.map((s) => s.url))).toEqual(
      new Set(['http://shop.test/all-fragrances?brand=Dior']),
    );
    const seeds = new Set(seen.map((s) => s.seed));
    expect(seeds.size).toBe(4);
    expect([...seeds].every((seed) => Number.isInteger(seed))).toBe(true);

    await answered(render(get('/all-fragrances?brand=Dior&page=2'), 'a'));
    expect(fake.renders()).toBe(5);
    for (let r = 0; r < 5; r++) await answered(render(get('/new-arrivals?page=2'), 'a'));
    expect(fake.renders()).toBe(6);
    expect((await answered(render(get('/new-arrivals?page=2&r=1'), 'a'))).status).toBe(302);
  });

  it('lets the least recently used page go when the bound is reached', async () => {
    const fake = fakeRenderer({
      '/detail/a': { status: 200, cacheable: true },
      '/detail/b': { status: 200, cacheable: true },
      '/detail/c': { status: 200, cacheable: true },
    });
    // Each fake page is 79 characters (the placeholder nonce is 24): room for two.
    const render = cachePages(fake.render, { catalogueVersion: async () => '1', maxChars: 170 });
    const textOf = async (path: string) =>
      (await answered(render(get(`/detail/${path}`), 'n'))).text();
    await textOf('a');
    await textOf('b');
    await textOf('a');
    expect(await textOf('c')).toContain('render 3');
    expect(await textOf('a')).toContain('render 1');
    expect(await textOf('b')).toContain('render 4');
  });
});
