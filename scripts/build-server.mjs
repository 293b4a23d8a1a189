// Bundles the Node entry into one file: it starts faster than tsx and needs no TypeScript at run time.
// Then makes dist-server/pglite-template.tgz (a migrated, empty embedded database) so the first
// start on an empty DATA_DIR skips initdb.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Files are overwritten in place (never the folder removed first) so a server starting from
// dist-server during a rebuild always finds a complete bundle and template.
const outdir = 'dist-server';

/** One copy of React for the server: the one in node_modules, never a bundled second. */
const SHARED = /^(?:react|react-dom|scheduler)(?:\/|$)/;

/**
 * Packages stay in node_modules, installed with the app, but for @react-email and what it
 * brings: its index loads every component, Tailwind's compiler and Prism's grammars among them
 * (about 0.6 s of each start here, 1.7 s on a busy machine). Bundled, only the components the
 * mails use come along.
 */
const externalPackagesButMail = {
  name: 'external-packages-but-mail',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (SHARED.test(args.path)) return { external: true };
      // Only a bundled package's files are read: what they import is bundled too.
      const fromPackage = /[\\/]node_modules[\\/]/.test(args.importer);
      if (fromPackage || args.path.startsWith('@react-email/')) return undefined;
      return { external: true };
    });
  },
};

await build({
  entryPoints: {
    main: 'server/node/main.ts',
    'seed-cli': 'server/cli/seed-cli.ts',
    'admin-cli': 'server/cli/admin-cli.ts',
    'make-pglite-template': 'server/cli/make-pglite-template.ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  outdir,
  plugins: [externalPackagesButMail],
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
}).catch(() => process.exit(1));

const templateFile = `${outdir}/pglite-template.tgz`;
const partial = `${templateFile}.${process.pid}.partial`;
const template = spawnSync(process.execPath, [`${outdir}/make-pglite-template.js`, partial], {
  stdio: 'inherit',
});
if (template.status === 0) {
  renameSync(partial, templateFile);
} else {
  rmSync(partial, { force: true });
  // The server still starts without it: PGlite then runs initdb on a new DATA_DIR (slower).
  console.warn('build-server: no PGlite template; first starts will run initdb');
}
