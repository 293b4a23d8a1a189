// `npm run build`: the app, its server-rendering bundle and the server, always built; then the
// stamp of what they were built from (scripts/build-stamp.mjs).
// `npm start` runs it with --if-changed: nothing is built (about 30 s saved) when the stamp still
// matches the checkout. Any change to a source, config or lock file, or a missing or rewritten
// output, builds.
import { spawnSync } from 'node:child_process';
import { clearStamp, inputsHash, stampMatches, writeStamp } from './build-stamp.mjs';

// --silent: without npm's "> fragrancehub build:app" headers; the steps' own output stays.
const STEPS = [
  ['npm', ['run', '--silent', 'build:app']],
  ['npm', ['run', '--silent', 'build:server']],
  [process.execPath, ['scripts/bundle-report.mjs']],
];

const inputs = inputsHash();
if (process.argv.includes('--if-changed') && stampMatches(inputs)) {
  console.log('build: nothing changed since the last build, skipped');
  process.exit(0);
}

clearStamp();
for (const [command, args] of STEPS) {
  const step = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
writeStamp(inputs);
