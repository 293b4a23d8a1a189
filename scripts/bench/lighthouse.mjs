// Lighthouse (mobile preset) on Debian's Chromium over the production build served by the real
// server: /, /all-fragrances, a /detail/{id} and /cart, LIGHTHOUSE_RUNS times each (3 by
// default), reported by Lighthouse's own median run (computeMedianRun: the run whose FCP and TTI
// are nearest the medians). Prints the four category scores, each run's performance score, and
// LCP, CLS and TBT per page; writes bench-results/lighthouse.json.
//
//   npm run bench -- lighthouse       (LIGHTHOUSE_RUNS=1 for a quick look)
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, ensureChromium } from '../chromium.mjs';
import { apiJson, startBenchServer } from './harness.mjs';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: CHROMIUM_FLAGS,
});
const results = [];
try {
  const { products } = await apiJson(`${server.base}/api/v1/product/all?limit=1`);
  const pages = ['/', '/all-fragrances', `/detail/${products[0]._id}`, '/cart'];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const runner = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
      });
      runs.push(runner.lhr);
    }
    const valid = runs.filter((lhr) => !lhr.runtimeError);
    const { categories, audits, runtimeError } = valid.length
      ? computeMedianRun(valid)
      : runs[runs.length - 1];
    const row = { page };
    row.runs = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
    if (runtimeError) {
      // A run Lighthouse could not finish (NO_FCP, a page that never settles): say so, no figures.
      console.log(
        `${page}: Lighthouse could not measure it: ${runtimeError.code} ${runtimeError.message}`,
      );
    }
    for (const key of Object.keys(TARGETS))
      row[key] = Math.round((categories[key]?.score ?? 0) * 100);
    const ms = (id) => {
      const value = audits[id]?.numericValue;
      return typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a';
    };
    row.FCP = ms('first-contentful-paint');
    row.LCP = ms('largest-contentful-paint');
    row.CLS = audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? 'n/a';
    row.TBT = ms('total-blocking-time');
    // Where the time goes: the LCP element and the main thread's biggest costs.
    row.lcpElement =
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      null;
    row.mainThread = (audits['mainthread-work-breakdown']?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
    row.failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    results.push(row);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse (mobile preset, median of ${RUNS} run${RUNS === 1 ? '' : 's'})`);
console.table(
  results.map(({ failing: _f, lcpElement: _l, mainThread: _m, runs, ...row }) => ({
    ...row,
    runs: runs.join(' '),
  })),
);
for (const row of results) {
  console.log(
    `${row.page}: LCP element ${row.lcpElement ?? 'n/a'}; main thread ${row.mainThread.join(', ')}`,
  );
}
for (const row of results) {
  const misses = Object.entries(TARGETS).filter(([k, min]) => row[k] < min);
  if (misses.length || row.failing.length) {
    console.log(
      `${row.page}: ${misses.map(([k, min]) => `${k} ${row[k]} < ${min}`).join(', ')}${row.failing.length ? ` failing audits: ${row.failing.join(', ')}` : ''}`,
    );
  }
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/lighthouse.json', JSON.stringify(results, null, 2));
