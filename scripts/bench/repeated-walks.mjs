// The long forms of the suite's repeated walks (issue 56): the suite runs each once, enough to
// catch a regression; this runs them as often as a flaky one needs to show itself, and counts.
// - the offline journey after browsing, 20 fresh browsers (the suite: 4);
// - the first-paint taps, at a 4× and a 6× slower CPU, three times each (the suite: 6×, once).
// Needs `npm run build` first (the taps-offline project's build). Writes bench-results/repeated-walks.json.
//
//   npm run bench -- repeated-walks
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const WALKS = [
  {
    name: 'offline after browsing, 20 runs',
    spec: 'e2e/pwa.spec.ts',
    grep: 'then offline',
    env: { E2E_OFFLINE_RUNS: '20' },
    repeat: 1,
  },
  ...['4', '6'].map((rate) => ({
    name: `first-paint taps at ${rate}×`,
    spec: 'e2e/first-paint-taps.spec.ts',
    grep: 'a tap at first paint',
    env: { E2E_CPU_SLOWDOWN: rate },
    repeat: REPEATS,
  })),
];

/** Each test's outcome and duration from Playwright's JSON report. */
function outcomes(report) {
  const rows = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          rows.push({ title: spec.title, status: result.status, ms: result.duration });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return rows;
}

const results = [];
for (const walk of WALKS) {
  const out = path.join(tmpdir(), `fragrancehub-walk-${process.pid}.json`);
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '--project=taps-offline',
      `--repeat-each=${walk.repeat}`,
      '--retries=0',
      '--reporter=json',
      '-g',
      walk.grep,
      walk.spec,
    ],
    {
      env: { ...process.env, ...walk.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const rows = outcomes(JSON.parse(readFileSync(out, 'utf8')));
  rmSync(out, { force: true });
  const passed = rows.filter((row) => row.status === 'passed').length;
  const failed = rows.filter((row) => row.status !== 'passed').map((row) => row.title);
  const seconds = Math.round(rows.reduce((sum, row) => sum + row.ms, 0) / 1000);
  results.push({ walk: walk.name, runs: rows.length, passed, failed, seconds, exit: run.status });
  console.log(`${walk.name}: ${passed} of ${rows.length} passed in ${seconds} s`);
  for (const title of failed) console.log(`  failed: ${title}`);
}

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  path.join('bench-results', 'repeated-walks.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
process.exit(results.every((result) => result.failed.length === 0) ? 0 : 1);
