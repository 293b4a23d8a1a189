// Bundles the Node entry into one file: it starts faster than tsx and needs no TypeScript at run time.
// Then makes dist-server/pglite-template.tgz (a migrated, empty embedded database) so the first
// start on an empty DATA_DIR skips initdb.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist-server';
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'server/node/main.ts',
    'seed-cli': 'server/node/seed-cli.ts',
    'make-pglite-template': 'server/node/make-pglite-template.ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir,
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
}).catch(() => process.exit(1));

const template = spawnSync(
  process.execPath,
  [`${outdir}/make-pglite-template.js`, `${outdir}/pglite-template.tgz`],
  { stdio: 'inherit' },
);
if (template.status !== 0) {
  // The server still starts without it: PGlite then runs initdb on a new DATA_DIR (slower).
  console.warn('build-server: no PGlite template; first starts will run initdb');
}
