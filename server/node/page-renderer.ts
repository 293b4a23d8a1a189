import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Product } from '../../contract/schemas/product';
import type { createPageRenderer } from '../../src/entry-server';
import { cachePages } from './page-cache';
import { routerManifestFrom, type ViteManifest } from './router-manifest';

/**
 * `nonce`: this response's Content-Security-Policy nonce, which its inline scripts carry.
 * Undefined: the page is the browser's to draw, so the host answers with the shell (index.html).
 */
export type RenderPage = (
  request: Request,
  nonce?: string,
  variant?: PageVariant,
) => Promise<Response | undefined>;

/** Which of a kept page's variants to render (page-cache.ts). */
export interface PageVariant {
  /** The shuffled listing's seed. */
  shuffleSeed?: number;
}

interface PageRendererHostOptions {
  /** The server-rendering build (vite build --ssr): dist-ssr/entry-server.js. */
  ssrDir: string;
  /** The client build, whose manifest names the assets each route needs. */
  staticDir: string;
  fetchApi: (request: Request) => Promise<Response>;
  /** The catalogue this process holds (the API's CatalogueStore), for the listings. */
  catalogue: () => Promise<readonly Product[]>;
  publicOrigin?: string;
  /** The catalogue version committed now: pages that depend only on it are kept per version. */
  catalogueVersion: () => Promise<string>;
}

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
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: typeof createPageRenderer;
  };
  const render = module.createPageRenderer({
    fetchApi: options.fetchApi,
    catalogue: options.catalogue,
    manifest: routerManifestFrom(JSON.parse(readFileSync(viteManifest, 'utf8')) as ViteManifest),
    publicOrigin: options.publicOrigin,
  });
  return cachePages(render, { catalogueVersion: options.catalogueVersion });
}
