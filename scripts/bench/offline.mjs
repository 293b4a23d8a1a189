// Offline PWA figures (issue 8): the precache's total size (target under 2 MB) and the time from
// navigation to the first product card on a repeat visit offline in Chromium (median of 5,
// target under 1 s). Needs `npm run build:app && npm run build:server` first.
//
//   npm run bench -- offline
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../chromium.mjs';
import { startBenchServer } from './harness.mjs';

const RUNS = 5;
const PRECACHE_TARGET_BYTES = 2 * 1024 * 1024;
const FIRST_CARD_TARGET_MS = 1000;
const STEP_TIMEOUT_MS = 30_000;

/** Every URL in dist/sw.js's precache manifest, with the size of the file it names. */
function precacheSize() {
  const sw = readFileSync(path.join('dist', 'sw.js'), 'utf8');
  // Injected as JSON by vite-plugin-pwa's injectManifest: {"revision":…,"url":"…"}.
  const entries = sw.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g);
  const urls = [...new Set([...entries].map((m) => m[1]))];
  if (urls.length === 0) throw new Error('no precache manifest found in dist/sw.js');
  const bytes = urls.reduce((sum, url) => sum + statSync(path.join('dist', url)).size, 0);
  return { entries: urls.length, bytes };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const firstCard = 'main article';

async function measure(base) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    // First visit online: installs the worker (clientsClaim) and fills the caches.
    await page.goto(`${base}/`);
    await page.waitForSelector(firstCard);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
        setTimeout(resolve, 10_000);
      });
    });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(firstCard);
    // Let the persisted query cache (throttled to 1 s) reach IndexedDB.
    await page.waitForTimeout(1_500);

    await context.setOffline(true);
    const timings = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = Date.now();
      await page.goto(`${base}/`, { waitUntil: 'commit' });
      await page.waitForSelector(firstCard);
      timings.push(Date.now() - started);
    }
    return timings;
  } finally {
    await browser.close();
  }
}

const precache = precacheSize();
console.log(
  `- precache: ${precache.entries} entries, ${(precache.bytes / 1024).toFixed(1)} KiB ` +
    `(target < ${PRECACHE_TARGET_BYTES / 1024} KiB)`,
);

const server = await startBenchServer();
let timings;
try {
  timings = await measure(server.base);
} finally {
  await server.stop();
}
const firstCardMs = median(timings);
console.log(
  `- offline repeat visit, navigation to first product card: median ${firstCardMs} ms ` +
    `of ${timings.join(', ')} ms (target < ${FIRST_CARD_TARGET_MS} ms)`,
);

const result = {
  precache: {
    entries: precache.entries,
    bytes: precache.bytes,
    targetBytes: PRECACHE_TARGET_BYTES,
    withinTarget: precache.bytes < PRECACHE_TARGET_BYTES,
  },
  offlineFirstCard: {
    runs: timings,
    medianMs: firstCardMs,
    targetMs: FIRST_CARD_TARGET_MS,
    withinTarget: firstCardMs < FIRST_CARD_TARGET_MS,
  },
  measuredAt: new Date().toISOString(),
};
mkdirSync('bench-results', { recursive: true });
writeFileSync(path.join('bench-results', 'offline.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log('- wrote bench-results/offline.json');
