import { randomBytes } from 'node:crypto';
import { createLruCache } from '../lru-cache';
import type { PageRenderer, RenderPage } from './page-renderer';
import { shoppersVariant, variantCookie } from './shuffle-cookie';

interface StoredPage {
  version: string;
  status: number;
  headers: [string, string][];
  /** The HTML with the placeholder where each response's nonce goes. */
  html: string;
}

export interface PageCacheOptions {
  /** The catalogue version committed now (one small query): a kept page is valid only at it. */
  catalogueVersion: () => Promise<string>;
  /** Upper bound of the kept HTML, in UTF-16 code units (about bytes for this markup). */
  maxChars?: number;
}

const HTML = /^text\/html/i;

/**
 * Serves the renderer's pages, keeping those whose routes declare them as depending only on their
 * URL and the catalogue (`renderer.keptPage`: a product page, the home page, the listings), so a
 * product shared in a group chat is rendered once per catalogue change instead of once per
 * visitor. A page is kept when its render says it came out whole, under the URL its route names
 * it by, and rendered from that URL, never from the request's own: what one request added to its
 * URL can then neither reach other shoppers' copy nor push kept pages out. Every page is rendered
 * with a placeholder nonce that is swapped for the response's own Content-Security-Policy nonce,
 * so a kept page's inline scripts run under the new response's policy. Least recently used pages
 * go first once the bound is reached.
 */
export function cachePages(renderer: PageRenderer, options: PageCacheOptions): RenderPage {
  // Random per process: rendered markup cannot contain it by chance or by a product's text.
  const placeholder = randomBytes(18).toString('base64url');
  const kept = createLruCache<string, StoredPage>({
    maxSize: options.maxChars ?? 16 * 1024 * 1024,
    sizeOf: (page) => page.html.length,
  });
  // A page kept in several variants (the shuffled listing) gives a new shopper each in turn,
  // and then always theirs (contract/rules/shopper-shuffle.ts).
  let turn = 0;

  const answer = (page: StoredPage, nonce: string | undefined, cookie?: string) => {
    const response = new Response(page.html.replaceAll(placeholder, nonce ?? ''), {
      status: page.status,
      headers: page.headers,
    });
    if (cookie) response.headers.append('Set-Cookie', cookie);
    return response;
  };

  return async (request, nonce) => {
    const page = request.method === 'GET' ? renderer.keptPage(new URL(request.url)) : null;
    if (!page) return (await renderer.render(request, { nonce }))?.response;
    const shoppers = page.variants > 1 ? shoppersVariant(request) : 0;
    const variant =
      shoppers !== undefined && shoppers < page.variants ? shoppers : turn++ % page.variants;
    const cookie = variant === shoppers ? undefined : variantCookie(variant);
    const key = `${page.url}#${variant}`;
    const version = await options.catalogueVersion();
    const hit = kept.get(key);
    if (hit?.version === version) return answer(hit, nonce, cookie);
    const rendered = await renderer.render(new Request(page.url, request), {
      nonce: placeholder,
      variant,
    });
    const response = rendered?.response;
    // A redirect (a URL the route writes otherwise) or the browser's page: nothing to keep.
    if (!rendered || !response?.body || !HTML.test(response.headers.get('Content-Type') ?? '')) {
      kept.delete(key);
      return response;
    }
    const stored: StoredPage = {
      version,
      status: response.status,
      headers: [...response.headers],
      html: await response.text(),
    };
    if (rendered.keep && response.status === 200) kept.set(key, stored);
    else kept.delete(key);
    return answer(stored, nonce, cookie);
  };
}
