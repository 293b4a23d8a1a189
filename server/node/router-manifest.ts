import type { Manifest } from '@tanstack/react-router';

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
 * The router's asset manifest from Vite's: the root route carries the client entry (its script,
 * modulepreloads and stylesheets); each route the chunks of its split code, so the server's HTML
 * preloads what the matched routes need instead of the browser discovering it after the entry.
 */
export function routerManifestFrom(vite: ViteManifest, base = '/'): Manifest {
  const url = (file: string) => `${base}${file}`;
  const entryKey = Object.keys(vite).find((key) => vite[key]?.isEntry);
  if (!entryKey) throw new Error('the client build has no entry chunk');
  const entryChunks = withImports(vite, entryKey);
  const [entry] = entryChunks;
  if (!entry) throw new Error('the client build has no entry chunk');
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file));
  const routes: Manifest['routes'] = {
    __root__: {
      preloads: entryChunks.slice(1).map((chunk) => url(chunk.file)),
      css: [...new Set(entryChunks.flatMap((chunk) => chunk.css ?? []))].map(url),
      scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
    },
  };
  for (const key of Object.keys(vite)) {
    const routeId = routeIdOfFile(key.replace(SPLIT_SUFFIX, ''));
    if (!routeId || routeId === '__root__') continue;
    const chunks = withImports(vite, key).filter((chunk) => !entryFiles.has(chunk.file));
    const route = (routes[routeId] ??= { preloads: [], css: [] });
    route.preloads = [...new Set([...(route.preloads ?? []), ...chunks.map((c) => url(c.file))])];
    route.css = [
      ...new Set([...(route.css ?? []), ...chunks.flatMap((c) => c.css ?? []).map(url)]),
    ];
  }
  return { routes };
}
