// How much React does to take over each server page: the components it renders while it hydrates
// `/`, `/all-fragrances`, a `/detail/{id}` and `/cart` on a phone's viewport and in the seconds
// after (its redraws), counted in every commit through a stand-in for the DevTools hook. Unlike a
// page's blocking time, the count does not depend on how busy the machine is: compare it before
// and after a change to hydration (a memoized part, a Mantine component swapped for an element).
//
//   npm run build && npm run bench -- hydration       (BENCH_SETTLE_MS: how long to watch, 4000)
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs';
import { apiJson, ensureBuilt, runBench, startBenchServer, step } from './harness.mjs';

const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 4000);

/**
 * Runs in the page before its scripts: React reports every commit to a DevTools hook it finds.
 * A component counts when React rendered it in that commit (its PerformedWork flag, or a fiber
 * new to the tree); a subtree React skipped is the previous tree's own.
 */
function countCommits() {
  const FUNCTION_LIKE = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const commits = [];
  window.__hydrationCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        const previous = fiber.alternate;
        if (FUNCTION_LIKE.has(fiber.tag) && (!previous || (fiber.flags & PERFORMED_WORK) !== 0)) {
          rendered++;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child && !(previous && previous.child === fiber.child)) stack.push(fiber.child);
      }
      commits.push(rendered);
    },
  };
}

async function measure(browser, base, pathname) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(countCommits);
    const response = await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
    const htmlKb = Math.round(((await response?.body())?.length ?? 0) / 102.4) / 10;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { commits, elements } = await page.evaluate(() => ({
      commits: window.__hydrationCommits,
      elements: document.getElementsByTagName('*').length,
    }));
    return {
      page: pathname.startsWith('/detail/') ? '/detail/{id}' : pathname,
      'HTML KB': htmlKb,
      elements,
      commits: commits.length,
      'components rendered': commits.reduce((sum, count) => sum + count, 0),
      'largest commit': Math.max(...commits),
    };
  } finally {
    await context.close();
  }
}

runBench('hydration', 10, async () => {
  ensureBuilt();
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const { products } = await apiJson(`${server.base}/api/v1/product/all?page=1&limit=1`);
    const pages = ['/', '/all-fragrances', `/detail/${products[0]._id}`, '/cart'];
    const rows = [];
    for (const pathname of pages) {
      step(`hydrating ${pathname}`);
      rows.push(await measure(browser, server.base, pathname));
    }
    console.table(rows);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      'bench-results/hydration.json',
      `${JSON.stringify({ measuredAt: new Date().toISOString(), settleMs: SETTLE_MS, rows }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
});
