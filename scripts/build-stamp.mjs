// What a build was made from (dist-server/build-stamp.json), so `npm start` can skip a build
// whose inputs have not changed since (scripts/build.mjs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** In dist-server/, which is never served (dist/ is). */
export const STAMP = 'dist-server/build-stamp.json';

/** What the build's steps write last or run from: rewritten by any build, whoever runs it. */
export const OUTPUTS = [
  'dist/index.html',
  'dist/sw.js',
  'dist/.vite/manifest.json',
  'dist/bundle-report.json',
  'dist-ssr/entry-server.js',
  'dist-server/main.js',
  'dist-server/seed-cli.js',
  'dist-server/admin-cli.js',
  'dist-server/pglite-template.tgz',
];

/**
 * Files no build reads: docs, tests, the end-to-end suite. routeTree.gen.ts is made by the build
 * from src/routes/ (hashed), so its rewrite during a build does not count as a change.
 */
const NOT_BUILT = /(?:^(?:docs|e2e|\.ci)\/|\.md$|\.test\.tsx?$|^src\/routeTree\.gen\.ts$)/;

/**
 * A hash of everything a build in `root` reads: the files git tracks or would track (edited, new
 * or deleted, added or not), the installed packages (node_modules/.package-lock.json), ignored
 * .env files, the VITE_ and NODE_ENV variables and Node's version. Null when git cannot list
 * the files (no git, or not a checkout): then nothing is skipped.
 */
export function inputsHash(root = '.', env = process.env) {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter((file) => file && !NOT_BUILT.test(file));
  } catch {
    return null;
  }
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  const hash = createHash('sha256');
  const paths = [...new Set([...files, ...envFiles, 'node_modules/.package-lock.json'])].sort();
  for (const file of paths) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(path.join(root, file)));
    } catch (error) {
      hash.update(`unreadable: ${error.code}`);
    }
    hash.update('\0');
  }
  const variables = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  hash.update(JSON.stringify({ variables, node: process.version, platform: process.platform }));
  return hash.digest('hex');
}

/** Each output's size and modification time, or null when it is missing. */
function outputsOf(root) {
  return Object.fromEntries(
    OUTPUTS.map((file) => {
      try {
        const stat = statSync(path.join(root, file));
        return [file, [stat.size, stat.mtimeMs]];
      } catch {
        return [file, null];
      }
    }),
  );
}

/**
 * Whether the last build was made from `inputs` and its outputs are as it left them (a build run
 * some other way, `npm run build:app` or `vite build`, rewrites them; a deleted one is missing).
 */
export function stampMatches(inputs, root = '.') {
  if (!inputs) return false;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return false;
  }
  return (
    stamp.inputs === inputs && JSON.stringify(stamp.outputs) === JSON.stringify(outputsOf(root))
  );
}

/** Before building: a build that fails or is stopped half-way leaves no stamp behind. */
export function clearStamp(root = '.') {
  rmSync(path.join(root, STAMP), { force: true });
}

/**
 * After a build that succeeded, with the hash taken before it started: a file edited while it
 * ran makes the next start build again.
 */
export function writeStamp(inputs, root = '.') {
  if (!inputs) return;
  const stamp = { inputs, outputs: outputsOf(root) };
  writeFileSync(path.join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}
