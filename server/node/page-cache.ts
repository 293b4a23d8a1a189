import { randomBytes } from 'node:crypto';
import { randomSeed } from '../../contract/rules/seeded-random';
import { PAGE_CACHE_HEADER } from '../../src/app/page-cache-header';
import { SHUFFLE_VARIANTS, keptPageKey, keptPageVariants, listingRedirect } from './kept-page-key';
import { createLruCache } from '../lru-cache';
import type { RenderPage } from './page-renderer';

interface KeptPage {
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
 * Keeps the server-rendered pages whose routes mark them as depending only on their URL and the
 * catalogue (PAGE_CACHE_HEADER: a product page, the home page), so a product shared in a group
 * chat is rendered once per catalogue change instead of once per visitor. Every page is rendered
 * with a placeholder nonce that is swapped for the response's own Content-Security-Policy nonce,
 * so a kept page's inline scripts run under the new response's policy. Least recently used pages
 * go first once the bound is reached. A page is kept under its normalised URL (keptPageKey) and
 * rendered from that URL, never from the request's own: what one request added to its URL can
 * then neither reach other shoppers' copy nor push kept pages out.
 */
export function cachePages(render: RenderPage, options: PageCacheOptions): RenderPage {
  const maxChars = options.maxChars ?? 16 * 1024 * 1024;
  // Random per process: rendered markup cannot contain it by chance or by a product's text.
  const placeholder = randomBytes(18).toString('base64url');
  const kept = createLruCache<string, KeptPage>({
    maxSize: maxChars,
    sizeOf: (p) => p.html.length,
  });
  // The shuffled listing's orders: a few seeds per process, served in turn.
  const seeds = Array.from({ length: SHUFFLE_VARIANTS }, () => randomSeed());
  let turn = 0;

  const answer = (page: KeptPage, nonce: string | undefined) =>
    new Response(page.html.replaceAll(placeholder, nonce ?? ''), {
      status: page.status,
      headers: page.headers,
    });

  return async (request, nonce) => {
    const url = new URL(request.url);
    const redirect = request.method === 'GET' ? listingRedirect(url) : null;
    if (redirect) return new Response(null, { status: 302, headers: { Location: redirect } });
    const pageUrl = request.method === 'GET' ? keptPageKey(url) : null;
    if (!pageUrl) return render(request, nonce);
    const variants = keptPageVariants(url);
    const slot = variants > 1 ? turn++ % variants : 0;
    const key = variants > 1 ? `${pageUrl}#${slot}` : pageUrl;
    const version = await options.catalogueVersion();
    const hit = kept.get(key);
    if (hit?.version === version) return answer(hit, nonce);
    const response = await render(new Request(pageUrl, request), placeholder, {
      shuffleSeed: seeds[slot],
    });
    if (!response?.body || !HTML.test(response.headers.get('Content-Type') ?? '')) return response;
    const cacheable = response.headers.get(PAGE_CACHE_HEADER) === 'catalogue';
    response.headers.delete(PAGE_CACHE_HEADER);
    const page: KeptPage = {
      version,
      status: response.status,
      headers: [...response.headers],
      html: await response.text(),
    };
    if (cacheable && response.status === 200) kept.set(key, page);
    else kept.delete(key);
    return answer(page, nonce);
  };
}
