import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from '@tanstack/react-router';
import type { Product } from '../../contract/schemas/product';
import { withEarlyTaps } from './early-taps';
import { cachePages } from './page-cache';
import { routerManifestFrom, type ViteManifest } from './router-manifest';

// What the server-rendering build (src/entry-server.tsx, built to dist-ssr/entry-server.js) gives
// this host. The build implements these types; the host imports nothing of src/.

/** The server-rendering build's module. */
export interface ServerRenderingBuild {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}

export interface PageRendererOptions {
  /** The API in this process: the loaders' requests are answered by it directly. */
  fetchApi: (request: Request) => Promise<Response>;
  /** The catalogue this process holds, image URLs as paths, for the listings' pages. */
  catalogue: () => Promise<readonly Product[]>;
  /** The client build's assets per route (router-manifest.ts). */
  manifest: Manifest;
  /** PUBLIC_URL when set: the shop's address behind a proxy; else each request's own origin. */
  publicOrigin?: string;
}

export interface PageRenderer {
  /**
   * The page, streamed. Undefined: the page is the browser's to draw (one only a signed-in
   * session opens), so the host answers with the shell (index.html).
   */
  render(request: Request, options?: RenderOptions): Promise<RenderedPage | undefined>;
  /**
   * How the page a GET of `url` opens may be kept, as its route declares: null when it may not.
   * Read before rendering, so that a kept page is answered without one.
   */
  keptPage(url: URL): KeptPage | null;
}

export interface RenderOptions {
  /** This response's Content-Security-Policy nonce, which its inline scripts carry. */
  nonce?: string;
  /** Which of a kept page's variants to render (0 to `variants` - 1). */
  variant?: number;
}

export interface RenderedPage {
  response: Response;
  /** The page came out whole (nothing failed): its route's kept page may be this one. */
  keep: boolean;
}

export interface KeptPage {
  /**
   * The URL the page is rendered from and kept under: its origin, path and the search its route
   * reads (none for a route that validates none), so that parameters the route ignores
   * (`?utm_source=…`) neither make another page nor reach other shoppers' copy.
   */
  url: string;
  /** How many renderings are kept and served in turn (the shuffled listing has several). */
  variants: number;
}

/** A page as the host serves it. `nonce`: as RenderOptions'. */
export type RenderPage = (request: Request, nonce?: string) => Promise<Response | undefined>;

interface PageRendererHostOptions extends Omit<PageRendererOptions, 'manifest'> {
  /** The server-rendering build (vite build --ssr): dist-ssr/entry-server.js. */
  ssrDir: string;
  /** The client build, whose manifest names the assets each route needs. */
  staticDir: string;
  /** The catalogue version committed now: pages that depend only on it are kept per version. */
  catalogueVersion: () => Promise<string>;
}

/** Inlined first in every page's <head> (public/early-taps.js, minified by the build). */
const EARLY_TAPS = 'early-taps.js';

/**
 * Loads the server-rendering build. Undefined when the app was not built for it (the static
 * host then answers every page with the client-rendered shell, index.html).
 */
export async function loadPageRenderer(
  options: PageRendererHostOptions,
): Promise<RenderPage | undefined> {
  const entry = path.resolve(options.ssrDir, 'entry-server.js');
  const viteManifest = path.resolve(options.staticDir, '.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(viteManifest)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerRenderingBuild;
  const earlyTaps = path.resolve(options.staticDir, EARLY_TAPS);
  if (!existsSync(earlyTaps)) throw new Error(`the client build has no ${EARLY_TAPS}`);
  const renderer = build.createPageRenderer({
    fetchApi: options.fetchApi,
    catalogue: options.catalogue,
    manifest: routerManifestFrom(JSON.parse(readFileSync(viteManifest, 'utf8')) as ViteManifest),
    publicOrigin: options.publicOrigin,
  });
  return cachePages(withEarlyTaps(renderer, readFileSync(earlyTaps, 'utf8')), {
    catalogueVersion: options.catalogueVersion,
  });
}
