// Storefront listing in Chromium over a 10,000-product catalogue (the storefront issue's
// benchmark): time to the first product card on /all-fragrances, on a first and on a repeat
// visit, and the median time from toggling a filter, changing the sort and changing the page to
// the updated grid.
//
//   npm run build && npm run bench -- storefront      (BENCH_PRODUCTS, BENCH_ROUNDS, BENCH_VISITS to change)
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs';
import { startBenchServer } from './harness.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
// First visits vary by a few hundred ms on a 2-core machine shared with the server: take several.
const VISITS = Number(process.env.BENCH_VISITS ?? 5);

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
};

// Runs in the page: performs `act`, then resolves when `done()` holds on an animation frame.
function timeInPage(page, actName, arg) {
  return page.evaluate(
    async ({ actName, arg }) => {
      const showing = () =>
        [...document.querySelectorAll('p')].find((p) =>
          /^Showing \d+ of \d+ Products$/.test(p.textContent ?? ''),
        )?.textContent;
      const firstCard = () =>
        document
          .querySelector('[aria-label="All Featured Fragrance"] article')
          ?.getAttribute('aria-label');
      const state = () =>
        `${showing()}|${firstCard()}|${document.querySelector('[aria-label^="Page "][data-active], [aria-label^="Page "][aria-current="page"]')?.textContent}`;
      const before = state();
      const start = performance.now();
      if (actName === 'filter') {
        document
          .querySelector(`[role="group"][aria-label="Availability"] input[value="${arg}"]`)
          .click();
      } else if (actName === 'sort') {
        const select = document.querySelector('select');
        select.value = arg;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        // Filters and sort reset to page 1, so go to page 2 from 1 and back to 1 from 2.
        // Page buttons are links since server rendering (they work without JavaScript too).
        const current = document.querySelector(
          '[aria-label^="Page "][data-active], [aria-label^="Page "][aria-current="page"]',
        )?.textContent;
        document.querySelector(`[aria-label="Page ${current === '1' ? 2 : 1}"]`).click();
      }
      await new Promise((resolve, reject) => {
        const limit = start + 10_000;
        const check = () => {
          if (state() !== before) resolve();
          else if (performance.now() > limit)
            reject(new Error(`${actName} did not change the grid`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      return performance.now() - start;
    },
    { actName, arg },
  );
}

const server = await startBenchServer({ products: PRODUCTS });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  // First visit: a fresh profile (no service worker, no saved catalogue), the server already
  // warm. Repeat visit: the same profile 3 s later, once the query cache has been saved to
  // IndexedDB, as a shopper coming back finds it.
  const firstVisit = [];
  const repeatVisit = [];
  // Timed in the page from navigation start: the first animation frame after a product card
  // enters the DOM (what the shopper sees), not when Playwright's polling gets to notice it.
  const watchFirstCard = () => {
    const selector = '[aria-label="All Featured Fragrance"] article';
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__firstCardAt = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  const toFirstCard = async (page) => {
    await page.goto(`${server.base}/all-fragrances`);
    const at = await page.waitForFunction(() => window.__firstCardAt, null, { timeout: 30_000 });
    return at.jsonValue();
  };
  await (await fetch(`${server.base}/api/v1/product/all?page=1&limit=1000000`)).arrayBuffer();
  let page;
  for (let i = 0; i < VISITS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(watchFirstCard);
    page = await context.newPage();
    firstVisit.push(await toFirstCard(page));
    await page.waitForTimeout(3000);
    repeatVisit.push(await toFirstCard(page));
    if (i < VISITS - 1) await context.close();
  }
  console.log(
    `first card: first visits ${firstVisit.map(Math.round).join(', ')} ms; repeat visits ${repeatVisit.map(Math.round).join(', ')} ms`,
  );
  // The server's HTML holds the first page only: interactions are timed once the browser has
  // the whole catalogue, as a shopper filtering a few seconds in has.
  await page.waitForLoadState('networkidle');
  const total = await page.evaluate(
    () => document.body.textContent.match(/Showing \d+ of (\d+) Products/)?.[1],
  );

  const filter = [];
  const sort = [];
  const paging = [];
  for (let i = 0; i < ROUNDS; i++) {
    filter.push(await timeInPage(page, 'filter', 'true')); // In Stock on
    filter.push(await timeInPage(page, 'filter', 'true')); // and off again
    sort.push(await timeInPage(page, 'sort', i % 2 === 0 ? 'LowToHigh' : 'A-Z'));
    paging.push(await timeInPage(page, 'page'));
    paging.push(await timeInPage(page, 'page'));
  }
  const result = {
    products: Number(total),
    firstVisitFirstCardMs: median(firstVisit),
    repeatVisitFirstCardMs: median(repeatVisit),
    firstVisitsMs: firstVisit.map(Math.round),
    repeatVisitsMs: repeatVisit.map(Math.round),
    filterMedianMs: median(filter),
    sortMedianMs: median(sort),
    pageMedianMs: median(paging),
    targets: { firstCardMs: 1500, interactionMs: 100 },
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/storefront.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  await server.stop();
}
