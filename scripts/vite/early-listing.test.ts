import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { LISTING_FETCH_LIMIT } from '../../contract/constants';
import { productPagePath } from '../../contract/product-page-path';
import { earlyListing } from './early-listing';

type Bundle = Rolldown.OutputBundle;

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css = []) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    isEntry: facadeModuleId === '/app/index.html',
    imports,
    viteMetadata: { importedCss: new Set(css) },
  }) as unknown as Rolldown.OutputChunk;

/** A build's output, reduced to what the plugin reads. */
function fakeBundle(): Bundle {
  const html = '<html><head><title>FragranceHub</title></head><body></body></html>';
  return {
    'index.html': { type: 'asset', fileName: 'index.html', source: html },
    'assets/index.js': chunk('assets/index.js', '/app/index.html', ['assets/react.js']),
    'assets/react.js': chunk('assets/react.js', null),
    'assets/styles.js': chunk('assets/styles.js', '/app/src/app/mantine-all-styles.ts', [], [
      'assets/styles.css',
    ] as never),
    'assets/all.js': chunk(
      'assets/all.js',
      '/app/src/routes/all-fragrances.tsx?tsr-split=component',
      ['assets/listing.js', 'assets/react.js'],
    ),
    'assets/new.js': chunk(
      'assets/new.js',
      '/app/src/routes/new-arrivals.tsx?tsr-split=component',
      ['assets/listing.js'],
    ),
    'assets/listing.js': chunk('assets/listing.js', null),
  } as unknown as Bundle;
}

function build() {
  const bundle = fakeBundle();
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = earlyListing({ apiBase: '/api/v1/' });
  const hook = plugin.generateBundle as unknown as (
    this: unknown,
    options: unknown,
    bundle: Bundle,
  ) => void;
  hook.call(
    {
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    bundle,
  );
  const html = (bundle['index.html'] as Rolldown.OutputAsset).source as string;
  const script = emitted[0];
  if (!script) throw new Error('no script emitted');
  return { html, script };
}

/** Runs the emitted script as a browser would, on `path`, with or without a service worker. */
function runScript(source: string, path: string, controlled: boolean) {
  const fetches: string[] = [];
  const links: { rel: string; href: string; as?: string }[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(source, {
    window,
    location: { pathname: path },
    navigator: { serviceWorker: { controller: controlled ? {} : null } },
    fetch: (url: string) => {
      fetches.push(url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ products: [] }) });
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string; as?: string }) => links.push(link) },
    },
  });
  return { fetches, links, early: window.__fragrancehubEarly as { url: string } | undefined };
}

describe('the early listing script', () => {
  it('is loaded by index.html without blocking it', () => {
    const { html, script } = build();
    expect(script.fileName).toMatch(/^assets\/early-listing-[0-9a-f]{8}\.js$/);
    expect(html).toContain(`<script async src="/${script.fileName}"></script>`);
  });

  it("on a first visit to a listing, requests the catalogue exactly as the app's query does", () => {
    const { script } = build();
    const run = runScript(script.source, '/all-fragrances/', false);
    const url = `/api/v1/${productPagePath(1, LISTING_FETCH_LIMIT)}`;
    expect(run.fetches).toEqual([url]);
    expect(run.early?.url).toBe(url);
  });

  it("preloads the route's own code and the stylesheet it waits for, not the entry's", () => {
    const { script } = build();
    const { links } = runScript(script.source, '/new-arrivals', true);
    expect(links.map((link) => link.href).sort()).toEqual([
      '/assets/listing.js',
      '/assets/new.js',
      '/assets/styles.css',
      '/assets/styles.js',
    ]);
    expect(links.find((link) => link.href.endsWith('.css'))).toMatchObject({
      rel: 'preload',
      as: 'style',
    });
  });

  it('leaves the catalogue to the saved copy once a service worker controls the page', () => {
    const { script } = build();
    const run = runScript(script.source, '/all-fragrances', true);
    expect(run.fetches).toEqual([]);
    expect(run.early).toBeUndefined();
  });

  it('does nothing on other pages', () => {
    const { script } = build();
    const run = runScript(script.source, '/cart', false);
    expect(run).toEqual({ fetches: [], links: [], early: undefined });
  });
});
