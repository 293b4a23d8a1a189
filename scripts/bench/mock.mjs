// Mock mode's start (issue 27): the time from navigation to the first product card in a fresh
// browser context, median of 5 contexts, on `npm run dev:mock` (the dev server, which a developer
// changing code uses) and on `npm run preview:mock` (mock mode bundled, as the mock journeys run
// it). Each server is warmed up first (one visit compiles the dev server's modules, as a
// developer's first reload does); each measured context is new, so its page builds its database
// from the server's dump of the seeded demo store. Only 127.0.0.1 traffic.
//
//   npm run bench -- mock
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../chromium.mjs';
import { HOST, freePort, runBench, step, waitForUrl } from './harness.mjs';

const RUNS = 5;
const TARGET_MS = 2500;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function firstCardMs(browser, base) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${base}/`);
    // A product card (an article named after its product), not a skeleton or a blog card.
    await page.waitForSelector('main article[aria-label]', { timeout: 60_000 });
    return Math.round(performance.now() - started);
  } finally {
    await context.close();
  }
}

/** Starts a mock-mode server, measures it, stops it. Returns the median. */
async function measure(browser, label, viteArgs) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  step(`${label}: starting on ${base}`);
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', ...viteArgs, '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  process.once('exit', stop);
  try {
    await waitForUrl(`${base}/`, child);
    // The dump is made as the server starts: wait for it as the first page would.
    const dumpStarted = performance.now();
    await waitForUrl(`${base}/__mock/demo-database.tgz`, child);
    step(`${label}: demo database dump ready (${Math.round(performance.now() - dumpStarted)} ms)`);
    step(`${label}: warm-up visit ${await firstCardMs(browser, base)} ms`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await firstCardMs(browser, base));
    const medianMs = median(runs);
    step(`${label}: first product card ${runs.join(', ')} ms; median ${medianMs} ms`);
    return { runs, medianMs };
  } finally {
    stop();
  }
}

async function main() {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'mock', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('npm run build:mock failed');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const dev = await measure(browser, 'dev:mock', ['--mode', 'mock']);
    const preview = await measure(browser, 'preview:mock', ['preview', '--mode', 'mock']);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      'bench-results/mock.json',
      `${JSON.stringify({ when: new Date().toISOString(), targetMs: TARGET_MS, dev, preview }, null, 2)}\n`,
    );
    console.log(
      `\nmock mode first card: median ${dev.medianMs} ms on dev:mock, ${preview.medianMs} ms on preview:mock (target ${TARGET_MS} ms)`,
    );
  } finally {
    await browser.close();
  }
}

runBench('mock', 20, main);
