import type { Manifest } from '@tanstack/react-router';

type ManifestScript = NonNullable<Manifest['routes'][string]['scripts']>[number];

/**
 * public/start-after-paint.js starts the app one frame after the server's page is painted. The
 * server's HTML is the whole page: its text, images, links and forms work before any script
 * runs. Fetched with the page, the app's modules shared a phone's bandwidth with the stylesheet
 * and the first images, and ran before the first paint, so the largest image waited for them
 * (Lighthouse's LCP counts every module that arrived before it was painted). A page opened in a
 * background tab paints nothing: it starts at once.
 */
const START_AFTER_PAINT = 'start-after-paint.js';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteChunk>;

const ROUTES_DIR = 'src/routes/';
const SPLIT_SUFFIX = /\?tsr-split=.*$/;

/**
 * A route file's route id, by the router's file naming: dots and folders are path segments,
 * `route` names the folder's own route and `index` its index (`dashboard/user/index.tsx` is
 * `/dashboard/user/`).
 */
export function routeIdOfFile(file: string): string | undefined {
  if (!file.startsWith(ROUTES_DIR)) return undefined;
  const name = file.slice(ROUTES_DIR.length).replace(/\.tsx?$/, '');
  if (name === '__root') return '__root__';
  const segments = name.split(/[./]/);
  const last = segments.at(-1);
  if (last === 'route') segments.pop();
  else if (last === 'index') segments[segments.length - 1] = '';
  return `/${segments.join('/')}`;
}

/** A chunk with every chunk it imports statically, each once, itself first. */
function withImports(manifest: ViteManifest, key: string, seen = new Set<string>()): ViteChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk, ...(chunk.imports ?? []).flatMap((dep) => withImports(manifest, dep, seen))];
}

/**
 * The chunks `key` imports statically, each once, every chunk after those it imports; undefined
 * when two of them import each other, where no such order exists (only the browser's own module
 * loading may then run them).
 */
function importsFirst(manifest: ViteManifest, key: string): ViteChunk[] | undefined {
  const done = new Set<string>();
  const open = new Set<string>();
  const order: ViteChunk[] = [];
  const visit = (at: string): boolean => {
    if (done.has(at)) return true;
    if (open.has(at)) return false;
    const chunk = manifest[at];
    if (!chunk) return true;
    open.add(at);
    if (!(chunk.imports ?? []).every(visit)) return false;
    open.delete(at);
    done.add(at);
    order.push(chunk);
    return true;
  };
  return visit(key) ? order : undefined;
}

/**
 * Modules a page names as data, not as `<link rel="modulepreload">`: public/start-after-paint.js
 * preloads them once the page is painted. Data scripts are neither run nor re-added by the router
 * in the browser. The entry's own are marked `data-run-first`: the start script runs them one at
 * a time before the entry, each in a task of its own (see routerManifestFrom).
 */
const moduleList = (files: string[], runFirst = false): ManifestScript => ({
  attrs: {
    type: 'application/json',
    'data-app-modules': '',
    ...(runFirst ? { 'data-run-first': '' } : {}),
  },
  children: JSON.stringify(files),
});

/**
 * The router's asset manifest from Vite's: the root route carries the client entry (its
 * stylesheets, and its script and modules, started after the first paint); each route the chunks
 * of its split code, so the app fetches what the matched routes need at once instead of
 * discovering it after the entry. Stylesheets stay `<link rel="stylesheet">`: the first paint
 * needs them.
 */
export function routerManifestFrom(vite: ViteManifest, base = '/'): Manifest {
  const url = (file: string) => `${base}${file}`;
  const entryKey = Object.keys(vite).find((key) => vite[key]?.isEntry);
  if (!entryKey) throw new Error('the client build has no entry chunk');
  // The entry's chunks, each after those it imports: React and the libraries, then the contract
  // and the stores, then the entry. Run from one module script, they are evaluated in one task
  // (about 160 ms on a throttled phone, half of it zod building the contract's schemas); run one
  // after another, each is a task of its own, and the browser may answer a tap between them.
  // With an import cycle among them, the entry alone runs them, in one task.
  const ordered = importsFirst(vite, entryKey);
  const entryChunks = ordered ?? withImports(vite, entryKey).reverse();
  const entry = entryChunks.pop();
  if (!entry) throw new Error('the client build has no entry chunk');
  const entryFiles = new Set([entry, ...entryChunks].map((chunk) => chunk.file));
  const routes: Manifest['routes'] = {
    __root__: {
      css: [...new Set([entry, ...entryChunks].flatMap((chunk) => chunk.css ?? []))].map(url),
      scripts: [
        moduleList(
          entryChunks.map((chunk) => url(chunk.file)),
          ordered !== undefined,
        ),
        { attrs: { src: url(START_AFTER_PAINT), defer: true, 'data-entry': url(entry.file) } },
      ],
    },
  };
  // Each route's split files (a route file may be split in several chunks: component, loader).
  const routeChunks = new Map<string, { modules: Set<string>; css: Set<string> }>();
  for (const key of Object.keys(vite)) {
    const routeId = routeIdOfFile(key.replace(SPLIT_SUFFIX, ''));
    if (!routeId || routeId === '__root__') continue;
    const chunks = withImports(vite, key).filter((chunk) => !entryFiles.has(chunk.file));
    const route = routeChunks.get(routeId) ?? { modules: new Set(), css: new Set() };
    routeChunks.set(routeId, route);
    for (const chunk of chunks) {
      route.modules.add(url(chunk.file));
      for (const css of chunk.css ?? []) route.css.add(url(css));
    }
  }
  for (const [routeId, { modules, css }] of routeChunks) {
    routes[routeId] = { css: [...css], scripts: [moduleList([...modules])] };
  }
  return { routes };
}
