// `npm run bench` runs every sub-benchmark in scripts/bench/ in turn (each writes
// bench-results/<name>.json); `npm run bench -- api` runs only the named ones. Helpers there
// are not benchmarks: harness.mjs, names starting with `_`, and scratch files ending in `-tmp`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_'))
  .map((f) => f.replace(/\.mjs$/, ''))
  .filter((name) => name !== 'harness' && !name.endsWith('-tmp'))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(1);
}

let failed = 0;
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n=== bench: ${name} ===`);
  const run = spawnSync(process.execPath, [path.join(dir, `${name}.mjs`)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.error(`bench ${name} failed (exit ${run.status ?? run.signal})`);
  }
}
process.exit(failed > 0 ? 1 : 0);
