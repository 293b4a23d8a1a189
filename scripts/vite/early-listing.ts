import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { LISTING_FETCH_LIMIT, NEW_ARRIVALS_FETCH_LIMIT } from '../../contract/constants';
import { productPagePath } from '../../contract/product-page-path';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The listings that read the whole catalogue: their route file and the page each asks for. */
const LISTINGS: readonly { route: string; file: string; catalogue: string }[] = [
  {
    route: '/all-fragrances',
    file: 'src/routes/all-fragrances.tsx',
    catalogue: productPagePath(1, LISTING_FETCH_LIMIT),
  },
  {
    route: '/new-arrivals',
    file: 'src/routes/new-arrivals.tsx',
    catalogue: productPagePath(1, NEW_ARRIVALS_FETCH_LIMIT),
  },
];

/** Every file a chunk needs before it runs: its static imports, theirs, and their CSS. */
function staticClosure(bundle: OutputBundle, start: OutputChunk, skip: ReadonlySet<string>) {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return files;
}

function findChunk(bundle: OutputBundle, test: (id: string) => boolean) {
  return Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && item.facadeModuleId !== null && test(item.facadeModuleId),
  );
}

interface ListingStart {
  catalogue: string;
  code: string[];
}

/**
 * The script index.html runs first. On a listing it asks at once for the route's code (which the
 * router would only request once the app has started) and, on a first visit (no service worker
 * controls the page yet), for the catalogue: a returning shopper's app starts from the saved
 * catalogue, and an early download would compete with drawing it. The app picks the catalogue
 * up in src/api/early-response.ts; the code through the browser's module cache.
 */
function earlyScript(starts: Record<string, ListingStart>) {
  return `(function () {
  var starts = ${JSON.stringify(starts)};
  var start = starts[location.pathname.replace(/\\/+$/, '')];
  if (!start) return;
  // The catalogue first: the browser has a handful of connections to share.
  var firstVisit = !(navigator.serviceWorker && navigator.serviceWorker.controller);
  if (firstVisit) window.__fragrancehubEarly = {
    url: start.catalogue,
    json: fetch(start.catalogue, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .catch(function () { return null; }),
  };
  start.code.forEach(function (href) {
    var link = document.createElement('link');
    if (/\\.css$/.test(href)) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    // After the app's own scripts, which the page needs first.
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;
}

/**
 * A first visit to a listing used to request the route's code and the catalogue (8 MB for
 * 10,000 products) only once the app's own scripts had loaded and started, half a second in.
 * This build step adds a tiny async script to index.html that requests both at once, so their
 * download, compilation and JSON parsing overlap the app's start-up. Not in mock mode: there
 * MSW answers the API, once it has started.
 */
export function earlyListing({ apiBase }: { apiBase: string }): Plugin {
  return {
    name: 'fragrancehub:early-listing',
    apply: 'build',
    // After Vite's own HTML plugin has put the built index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      const entry = Object.values(bundle).find(
        (item): item is OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry) this.error('the build has no entry chunk');
      // Already on the way with the entry: no need to ask twice.
      const loaded = staticClosure(bundle, entry, new Set());
      // The root route waits for every Mantine stylesheet before any route but Home renders.
      const styles = findChunk(bundle, (id) => id.endsWith('src/app/mantine-all-styles.ts'));
      if (!styles) this.error('no chunk for src/app/mantine-all-styles.ts');
      const starts: Record<string, ListingStart> = {};
      for (const { route, file, catalogue } of LISTINGS) {
        const component = findChunk(bundle, (id) => id.includes(`${file}?tsr-split=component`));
        if (!component) this.error(`no component chunk for ${file}`);
        const code = new Set([
          ...staticClosure(bundle, styles, loaded),
          ...staticClosure(bundle, component, loaded),
        ]);
        starts[route] = {
          catalogue: `${apiBase.replace(/\/$/, '')}/${catalogue}`,
          code: [...code].map((name) => `/${name}`),
        };
      }
      const source = earlyScript(starts);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/early-listing-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      if (!index.source.includes('</title>')) this.error('index.html has no </title>');
      index.source = index.source.replace(
        '</title>',
        `</title>\n    <script async src="/${fileName}"></script>`,
      );
    },
  };
}
