// Prints what the shopper's first load costs: the JS and CSS the home route needs, gzipped,
// and the total Workbox precache. Read from Vite's manifest so it follows code splitting.
import { readFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('bundle report: dist/.vite/manifest.json missing (build with build.manifest on)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Static import closure of a manifest entry: what the browser must fetch before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
const homeKeys = Object.keys(manifest).filter((k) => /src\/routes\/index\.tsx/.test(k));
const keys = closure(entryKey);
for (const k of homeKeys) closure(k, keys);

const files = new Set();
for (const k of keys) {
  files.add(manifest[k].file);
  for (const css of manifest[k].css ?? []) files.add(css);
}
// Every server-rendered page also loads the small script that starts the app after its first
// paint (public/start-after-paint.js, minified into the build).
if (existsSync(path.join(dist, 'start-after-paint.js'))) files.add('start-after-paint.js');
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
let js = 0;
let css = 0;
for (const f of files) {
  if (f.endsWith('.js')) js += gz(f);
  else if (f.endsWith('.css')) css += gz(f);
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}
let precache = 0;
const swPath = path.join(dist, 'sw.js');
if (existsSync(swPath)) {
  const sw = readFileSync(swPath, 'utf8');
  for (const f of walk(dist)) {
    const rel = path.relative(dist, f).split(path.sep).join('/');
    if (sw.includes(`"${rel}"`) || sw.includes(`url:"${rel}"`)) precache += statSync(f).size;
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// Which sources the first load pulls in: admin code, MSW and PGlite must never be among them.
// Every module bundled into a first-load chunk (scripts/vite/chunk-modules.ts), not only the
// chunks' entry modules that the manifest names: Rolldown merges shared modules where it likes.
const chunkModulesPath = path.join(dist, '.vite', 'chunk-modules.json');
const chunkModules = existsSync(chunkModulesPath)
  ? JSON.parse(readFileSync(chunkModulesPath, 'utf8'))
  : {};
const firstLoadModules = [
  ...[...keys].flatMap((k) => [k, manifest[k].file, manifest[k].name ?? '']),
  ...[...files].flatMap((file) => chunkModules[file] ?? []),
];
const report = {
  homeJsGzip: js,
  homeCssGzip: css,
  firstLoadGzip: js + css,
  precacheBytes: precache,
  firstLoadFiles: [...files],
  firstLoadModules,
};
console.log('Bundle report');
console.log(`  home route JS (gzip):  ${kb(js)}`);
console.log(`  home route CSS (gzip): ${kb(css)}`);
console.log(`  first load total:      ${kb(js + css)}`);
console.log(
  `  precache total:        ${precache ? kb(precache) : 'no service worker in this build'}`,
);
// Where the first load's bytes come from, by package (or by folder of our own code): each
// module's code as Rolldown rendered it into its chunk, before minifying and gzip.
const sizesPath = path.join(dist, '.vite', 'module-sizes.json');
if (existsSync(sizesPath)) {
  const sizes = JSON.parse(readFileSync(sizesPath, 'utf8'));
  const owner = (id) => {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    if (pkg) return pkg[1];
    return id.replace(/^\0/, '').split('/').slice(0, 3).join('/');
  };
  const byOwner = new Map();
  for (const id of new Set([...files].flatMap((file) => chunkModules[file] ?? []))) {
    byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + (sizes[id] ?? 0));
  }
  const ranked = [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log('  first-load JS by source (rendered, before minifying and gzip):');
  for (const [name, bytes] of ranked) console.log(`    ${kb(bytes).padStart(9)}  ${name}`);
}
await import('node:fs').then((fs) =>
  fs.writeFileSync(path.join(dist, 'bundle-report.json'), JSON.stringify(report, null, 2)),
);
