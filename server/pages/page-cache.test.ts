import { describe, expect, it } from 'vitest';
import { cachePages } from './page-cache';
import type { KeptPage, PageRenderer, RenderOptions } from './page-renderer';

interface FakePage {
  status?: number;
  /** The render came out whole. */
  keep?: boolean;
  /** How the route names its page (KeptPage), as src/app/kept-pages.ts would. */
  kept?: 'path' | 'search';
  variants?: number;
  /** Answered with a redirect there instead of HTML. */
  redirect?: string;
}

/** A renderer that counts its renders and writes the nonce where the router would. */
function fakeRenderer(pages: Record<string, FakePage>) {
  const seen: { url: string; variant?: number }[] = [];
  const renderer: PageRenderer = {
    keptPage(url): KeptPage | null {
      const page = pages[url.pathname];
      if (!page?.kept) return null;
      const search = page.kept === 'search' ? url.search : '';
      return { url: `${url.origin}${url.pathname}${search}`, variants: page.variants ?? 1 };
    },
    async render(request, options: RenderOptions = {}) {
      seen.push({ url: request.url, variant: options.variant });
      const page = pages[new URL(request.url).pathname] ?? { status: 404 };
      if (page.redirect) {
        const response = new Response(null, { status: 307, headers: { Location: page.redirect } });
        return { response, keep: false };
      }
      const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8' });
      const html = `<html><script nonce="${options.nonce}">1</script><p>render ${seen.length}</p></html>`;
      const response = new Response(html, { status: page.status ?? 200, headers });
      return { response, keep: page.keep ?? true };
    },
  };
  return { renderer, renders: () => seen.length, seen };
}

const get = (path: string) => new Request(`http://shop.test${path}`);

/** The kept-page wrapper's answer, which a fake renderer always gives. */
async function answered(pending: Promise<Response | undefined>): Promise<Response> {
  const response = await pending;
  if (!response) throw new Error('no page');
  return response;
}

describe('cachePages', () => {
  it('renders a kept page once per catalogue version, with each response’s own nonce', async () => {
    let version = '7';
    const fake = fakeRenderer({ '/detail/a': { kept: 'path' } });
    const render = cachePages(fake.renderer, { catalogueVersion: async () => version });

    const first = await answered(render(get('/detail/a'), 'nonce-one'));
    const second = await answered(render(get('/detail/a'), 'nonce-two'));
    expect(fake.renders()).toBe(1);
    expect(await first.text()).toContain('<script nonce="nonce-one">1</script><p>render 1</p>');
    const again = await second.text();
    expect(again).toContain('<script nonce="nonce-two">1</script><p>render 1</p>');
    expect(again).not.toContain('nonce-one');

    version = '8';
    expect(await (await answered(render(get('/detail/a'), 'n3'))).text()).toContain('render 2');
    expect(fake.renders()).toBe(2);
  });

  it('never keeps a render that did not come out whole, nor a failed one', async () => {
    const fake = fakeRenderer({
      '/detail/b': { kept: 'path', keep: false },
      '/detail/nowhere': { kept: 'path', status: 404, keep: false },
    });
    const render = cachePages(fake.renderer, { catalogueVersion: async () => '1' });
    await answered(render(get('/detail/b'), 'a'));
    const retried = await answered(render(get('/detail/b'), 'b'));
    expect(retried.status).toBe(200);
    expect(await retried.text()).toContain('<script nonce="b">');
    await answered(render(get('/detail/nowhere'), 'a'));
    const missing = await answered(render(get('/detail/nowhere'), 'b'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<script nonce="b">');
    expect(fake.renders()).toBe(4);
  });

  it('passes on a page the renderer leaves to the browser', async () => {
    const renderer: PageRenderer = { keptPage: () => null, render: async () => undefined };
    const render = cachePages(renderer, { catalogueVersion: async () => '1' });
    expect(await render(get('/checkout'), 'n')).toBeUndefined();
  });

  it('keeps a page by the URL its route names it by: other parameters neither add nor alter one', async () => {
    const fake = fakeRenderer({ '/': { kept: 'path' } });
    const render = cachePages(fake.renderer, { catalogueVersion: async () => '1' });
    await answered(render(get('/?utm_source=whatsapp'), 'a'));
    for (let r = 0; r < 20; r++) await answered(render(get(`/?r=${r}`), 'a'));
    await answered(render(get('/'), 'a'));
    expect(fake.renders()).toBe(1);
    // Rendered from that URL, so nothing of the first request's query is in it.
    expect(fake.seen.map((s) => s.url)).toEqual(['http://shop.test/']);
  });

  it('keeps each origin apart', async () => {
    const fake = fakeRenderer({ '/': { kept: 'path' } });
    const render = cachePages(fake.renderer, { catalogueVersion: async () => '1' });
    await answered(render(new Request('http://evil.test/'), 'a'));
    await answered(render(get('/'), 'a'));
    expect(fake.renders()).toBe(2);
  });

  it('renders, and never keeps, pages whose routes do not let it', async () => {
    const fake = fakeRenderer({ '/cart': {} });
    const render = cachePages(fake.renderer, { catalogueVersion: async () => '1' });
    await answered(render(get('/cart?x=1'), 'a'));
    const again = await answered(render(get('/cart?x=1'), 'b'));
    expect(await again.text()).toContain('<script nonce="b">');
    expect(fake.renders()).toBe(2);
    expect(fake.seen.map((s) => s.url)).toEqual([
      'http://shop.test/cart?x=1',
      'http://shop.test/cart?x=1',
    ]);
  });

  it('keeps a page by its search, in as many variants as its route names, served in turn', async () => {
    const fake = fakeRenderer({
      '/all-fragrances': { kept: 'search', variants: 4 },
      '/new-arrivals': { kept: 'search' },
    });
    const render = cachePages(fake.renderer, { catalogueVersion: async () => '1' });
    const texts: string[] = [];
    for (let r = 0; r < 12; r++) {
      texts.push(await (await answered(render(get('/all-fragrances?brand=Dior'), 'a'))).text());
    }
    expect(fake.renders()).toBe(4);
    expect(fake.seen).toEqual(
      [0, 1, 2, 3].map((variant) => ({
        url: 'http://shop.test/all-fragrances?brand=Dior',
        variant,
      })),
    );
    // Each variant in turn, the same one each time round.
    expect(texts.slice(4, 8)).toEqual(texts.slice(0, 4));
    expect(new Set(texts).size).toBe(4);

    await answered(render(get('/all-fragrances?brand=Dior&page=2'), 'a'));
    expect(fake.renders()).toBe(5);
    for (let r = 0; r < 5; r++) await answered(render(get('/new-arrivals?page=2'), 'a'));
    expect(fake.renders()).toBe(6);
  });

  it("gives a new shopper a variant in its cookie, then always that shopper's own", async () => {
    const fake = fakeRenderer({ '/all-fragrances': { kept: 'search', variants: 4 } });
    const render = cachePages(fake.renderer, { catalogueVersion: async () => '1' });
    const newcomer = await answered(render(get('/all-fragrances'), 'a'));
    expect(newcomer.headers.get('Set-Cookie')).toBe('shuffle=0; Path=/; SameSite=Lax');
    const theirs = await newcomer.text();
    // Whatever the turn, the same shopper's pages come in their order, and no cookie is resent.
    for (let r = 0; r < 5; r++) {
      const again = await answered(
        render(
          new Request('http://shop.test/all-fragrances', { headers: { Cookie: 'a=b; shuffle=0' } }),
          'a',
        ),
      );
      expect(again.headers.get('Set-Cookie')).toBeNull();
      expect(await again.text()).toBe(theirs);
    }
    const page2 = await answered(
      render(
        new Request('http://shop.test/all-fragrances?page=2', { headers: { Cookie: 'shuffle=3' } }),
        'a',
      ),
    );
    expect(page2.headers.get('Set-Cookie')).toBeNull();
    expect(fake.seen.at(-1)).toEqual({ url: 'http://shop.test/all-fragrances?page=2', variant: 3 });
    // A cookie naming no variant is a newcomer's.
    const forged = await answered(
      render(
        new Request('http://shop.test/all-fragrances', { headers: { Cookie: 'shuffle=9' } }),
        'a',
      ),
    );
    expect(forged.headers.get('Set-Cookie')).toBe('shuffle=1; Path=/; SameSite=Lax');
  });

  it('answers a redirect as the renderer gives it, and keeps nothing for it', async () => {
    const fake = fakeRenderer({
      '/new-arrivals': { kept: 'search', redirect: '/new-arrivals?page=2' },
    });
    const render = cachePages(fake.renderer, { catalogueVersion: async () => '1' });
    for (let r = 0; r < 2; r++) {
      const moved = await answered(render(get('/new-arrivals?page=2&r=1'), 'a'));
      expect(moved.status).toBe(307);
      expect(moved.headers.get('Location')).toBe('/new-arrivals?page=2');
    }
    expect(fake.renders()).toBe(2);
  });

  it('lets the least recently used page go when the bound is reached', async () => {
    const fake = fakeRenderer({
      '/detail/a': { kept: 'path' },
      '/detail/b': { kept: 'path' },
      '/detail/c': { kept: 'path' },
    });
    // Each fake page is 79 characters (the placeholder nonce is 24): room for two.
    const render = cachePages(fake.renderer, {
      catalogueVersion: async () => '1',
      maxChars: 170,
    });
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
