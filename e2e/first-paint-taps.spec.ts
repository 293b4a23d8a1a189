import { expect as baseExpect, test as base, type Page } from '@playwright/test';
import { compareNames } from '../contract/rules/compare-names';
import { HYDRATED_ATTRIBUTE } from '../src/app/early-clicks';

// A shopper on a phone taps as soon as a page is drawn, long before its app has hydrated. Each
// control a server-rendered page draws is tapped here at its first paint, with the CPU slowed
// 4× (a mid-range phone), and must come to what the same tap does once the page has hydrated.
// A link tapped while the page hydrates is tried at 6× as well (a low-end phone: the slower the
// CPU, the longer that window). The `repeated-walks` bench runs every case at 4× and at 6×,
// several times (E2E_CPU_SLOWDOWN sets the rate of every case).
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 4);
const test = base.extend<{ cpuSlowdown: number }>({
  cpuSlowdown: [CPU_SLOWDOWN, { option: true }],
});
/** The CPU slowdown each page's case runs at (its `cpuSlowdown` option). */
const slowdowns = new WeakMap<Page, number>();
test.beforeEach(({ page, cpuSlowdown }) => {
  slowdowns.set(page, cpuSlowdown);
});
// A tap waits for the task the page is busy with, which a slow CPU makes long.
// Every load here is the server's page: a service worker would answer repeat visits itself.
test.use({ navigationTimeout: 30_000, serviceWorkers: 'block' });
// Each case loads its page twice on the slow CPU.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const phone = { width: 390, height: 844 };

type When = 'first paint' | 'hydrated';

const hydrated = (page: Page) =>
  page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);

/**
 * Records, across navigations, whether the first tap or change of each document came before its
 * app had hydrated: a 'first paint' case that tapped a hydrated page would prove nothing.
 */
async function recordTapTimes(page: Page) {
  await page.addInitScript((name) => {
    const note = () => {
      if (sessionStorage.getItem('tap-before-hydration') !== null) return;
      const early = !document.documentElement.hasAttribute(name);
      sessionStorage.setItem('tap-before-hydration', String(early));
    };
    for (const type of ['pointerdown', 'keydown', 'input', 'change']) {
      document.addEventListener(type, note, true);
    }
  }, HYDRATED_ATTRIBUTE);
}

/**
 * Opens `path` afresh (no cart, no history) on a slow CPU; 'hydrated' waits for the app. The
 * same shopper all the same: their cookie, hence their listing order, stays.
 */
async function open(page: Page, path: string, when: When) {
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdowns.get(page) ?? CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'commit' });
  if (when === 'hydrated') await hydrated(page);
}

/**
 * Holds the next page's app (its deferred start script) until the returned function is called: a
 * tap at first paint comes before the app runs, however fast it hydrates. Without it, the tap on a
 * control far down the page (Playwright scrolls to it and waits for it to be still) sometimes came
 * after the page had hydrated, and the case proved nothing.
 */
async function holdAppStart(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const url = '**/start-after-paint.js';
  await page.route(
    url,
    async (route) => {
      await released;
      // The tap may have left the page (a link, a filter's form): its script is no longer wanted.
      await route.continue().catch(() => undefined);
    },
    { times: 1 },
  );
  return async () => {
    release();
    await page.unroute(url);
  };
}

/**
 * Taps with `tap` at first paint and once hydrated, each on a fresh page, and checks both come to
 * the same `outcome` (read once the page has settled), which it returns.
 */
async function sameOutcome<T>(
  page: Page,
  path: string,
  tap: (page: Page) => Promise<void>,
  outcome: (page: Page) => Promise<T>,
): Promise<T> {
  await recordTapTimes(page);
  const outcomes: T[] = [];
  for (const when of ['first paint', 'hydrated'] as const) {
    const startApp = when === 'first paint' ? await holdAppStart(page) : async () => undefined;
    await open(page, path, when);
    await test.step(`tap at ${when}`, () => tap(page));
    await startApp();
    await hydrated(page);
    outcomes.push(await outcome(page));
    const early = await page.evaluate(() => sessionStorage.getItem('tap-before-hydration'));
    expect(early, `the tap came ${when === 'first paint' ? 'before' : 'after'} hydration`).toBe(
      String(when === 'first paint'),
    );
  }
  expect(outcomes[0] as unknown).toEqual(outcomes[1]);
  return outcomes[0] as T;
}

const grid = (page: Page) => page.getByRole('list', { name: 'All Featured Fragrance' });

/** The listing's cards once it shows them (not the skeleton), by name. */
async function shownCards(page: Page): Promise<string[]> {
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  return grid(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

async function listing(page: Page) {
  const url = new URL(page.url());
  return { at: url.pathname + url.search, cards: await shownCards(page) };
}

const storedCart = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('cart') ?? '[]') as { _id: string; addedQty: number }[]).map(
      ({ _id, addedQty }) => ({ _id, addedQty }),
    ),
  );

async function productInStock(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/product/all?page=1&limit=100');
  const { products } = (await response.json()) as {
    products: { _id: string; quantity: number }[];
  };
  const product = products.find((p) => p.quantity > 5);
  if (!product) throw new Error('no product in stock');
  return product._id;
}

test.describe('a tap at first paint does what it does once the page has hydrated', () => {
  test('listing: page 2 and a brand', async ({ page }) => {
    const filters = page.getByRole('complementary', { name: 'Filters' });
    let pageOne: string[] = [];
    const second = await sameOutcome(
      page,
      '/all-fragrances',
      async () => {
        pageOne = await grid(page)
          .getByRole('article')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
        await page.getByRole('link', { name: 'Page 2' }).click();
        await expect(page).toHaveURL(/page=2/);
      },
      listing,
    );
    expect(second.cards).toHaveLength(15);
    expect(second.cards.filter((name) => pageOne.includes(name))).toEqual([]);
    // The shopper's order outlives a reload, and page 1 opened anew is the page 1 they saw.
    await page.reload();
    expect(await listing(page)).toEqual(second);
    await page.goto('/all-fragrances');
    await hydrated(page);
    expect(await shownCards(page)).toEqual(pageOne);

    const dior = await sameOutcome(
      page,
      '/all-fragrances',
      async () => {
        await filters.getByRole('checkbox', { name: 'Dior', exact: true }).check();
        await expect(page).toHaveURL(/brand=Dior/);
      },
      listing,
    );
    expect(dior.cards.length).toBeGreaterThan(0);
    for (const name of dior.cards) expect(name).toMatch(/^Dior /);
  });

  test('listing: a price bucket, the sort and Clear all filters', async ({ page }) => {
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await sameOutcome(
      page,
      '/all-fragrances',
      async () => {
        await filters.getByRole('checkbox', { name: '₦50,000+' }).check();
        await expect(page).toHaveURL(/price=Over50k/);
      },
      listing,
    );
    const sorted = await sameOutcome(
      page,
      '/all-fragrances?brand=Dior',
      async () => {
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('A-Z');
        await expect(page).toHaveURL(/sort=A-Z/);
      },
      listing,
    );
    expect(sorted.cards.every((name) => name.startsWith('Dior '))).toBe(true);
    expect(sorted.cards).toEqual([...sorted.cards].sort(compareNames));
    await sameOutcome(
      page,
      '/all-fragrances?brand=Dior',
      async () => {
        await page.getByRole('link', { name: 'Clear all filters' }).click();
        await expect(page).toHaveURL(/\/all-fragrances$/);
      },
      listing,
    );
  });

  test('product page: Add to cart, the quantity stepper and Buy Now', async ({ page }) => {
    const id = await productInStock(page);
    const main = page.getByRole('main');
    const added = await sameOutcome(
      page,
      `/detail/${id}`,
      async () => {
        await main.getByRole('button', { name: 'Add to cart' }).first().click();
      },
      async () => {
        await expect(main.getByRole('button', { name: 'Added' }).first()).toBeVisible();
        return storedCart(page);
      },
    );
    expect(added).toEqual([{ _id: id, addedQty: 1 }]);
    const bought = await sameOutcome(
      page,
      `/detail/${id}`,
      async () => {
        const more = main.getByRole('button', { name: 'Increase quantity' });
        await more.click();
        await more.click();
        await main.getByRole('button', { name: 'Buy Now' }).click();
      },
      async () => {
        await expect(page).toHaveURL(/\/cart$/);
        return storedCart(page);
      },
    );
    expect(bought).toEqual([{ _id: id, addedQty: 3 }]);
  });

  test('a product page left before it hydrated is in Recently Viewed all the same', async ({
    page,
  }) => {
    const response = await page.request.get('/api/v1/product/all?page=1&limit=3');
    const { products } = (await response.json()) as { products: { _id: string }[] };
    const [first, second] = products.map((product) => product._id);
    await open(page, `/detail/${first}`, 'first paint');
    await page.locator(`[data-viewed-product="${first}"]`).waitFor();
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(
      await page.evaluate(
        (name) => document.documentElement.hasAttribute(name),
        HYDRATED_ATTRIBUTE,
      ),
    ).toBe(false);
    await page.goto(`/detail/${second}`, { waitUntil: 'commit' });
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]')))
      .toEqual([second, first]);
  });

  test('home: the hero dots, the reviews arrow and the header links', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Featured collections' });
    await sameOutcome(
      page,
      '/',
      async () => {
        await hero.getByRole('button', { name: /^Show slide 2:/ }).click();
      },
      async () => {
        await expect(hero.getByRole('button', { name: /^Show slide 2:/ })).toHaveAttribute(
          'aria-current',
          'true',
        );
        return true;
      },
    );
    const reviews = page.getByRole('region', { name: 'What Our Customers Says About Us' });
    const shownReviews = () => reviews.getByRole('figure').allTextContents();
    const flipped = await sameOutcome(
      page,
      '/',
      async () => {
        await reviews.getByRole('button', { name: 'Next reviews' }).click();
      },
      async () => {
        await expect(reviews.getByRole('figure').first()).toContainText('Ibrahim K.');
        return shownReviews();
      },
    );
    expect(flipped).toHaveLength(4);
    await sameOutcome(
      page,
      '/',
      async () => {
        await page
          .getByRole('banner')
          .getByRole('link', { name: /^Cart, 0 items$/ })
          .click();
      },
      async () => new URL(page.url()).pathname,
    );
  });

  test('footer: an e-mail typed and sent with Enter at once subscribes it', async ({ page }) => {
    // Home's code comes over a slow connection here, so the first-paint case types and sends
    // long before it runs.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    let typed = '';
    const answer = await sameOutcome(
      page,
      '/',
      async () => {
        const newsletter = page.getByRole('form', { name: 'Newsletter' });
        const email = newsletter.getByLabel('Email address');
        // A new address each time: both visits are a first subscription.
        typed = `first-paint-${Date.now()}@example.com`;
        await email.fill(typed);
        await email.press('Enter');
      },
      async () => {
        // Subscribed, the form empties and says so. (The API answers a repeat exactly like a
        // first subscription, so the toast is what tells.)
        const email = page.getByRole('form', { name: 'Newsletter' }).getByLabel('Email address');
        await expect(email).toHaveValue('');
        const thanks = page.getByText('Thanks for subscribing!').first();
        await expect(thanks).toBeVisible();
        return thanks.textContent();
      },
    );
    expect(answer).toBe('Thanks for subscribing!');
  });

  test('phone: the menu and the search', async ({ page }) => {
    await page.setViewportSize(phone);
    await sameOutcome(
      page,
      '/all-fragrances',
      async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
      },
      async () => {
        const menu = page.getByRole('navigation', { name: 'Mobile menu' });
        await expect(menu).toBeVisible();
        return menu.getByRole('link').allTextContents();
      },
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await sameOutcome(
      page,
      '/',
      async () => {
        // A searchbox until reached for, then the type-ahead's combobox: found by its label in
        // the search landmark (its open list of suggestions, in a portal, has the same label).
        const search = page
          .getByRole('search')
          .first()
          .getByLabel('Search products', { exact: true });
        await search.fill('Dior');
        await search.press('Enter');
        await expect(page).toHaveURL(/\/search\?keyword=Dior$/);
      },
      async () => {
        await expect(page.getByRole('article').first()).toContainText('Dior');
        return new URL(page.url()).search;
      },
    );
  });
});

test.describe('a link tapped while its page hydrates, on a low-end phone', () => {
  test.use({ cpuSlowdown: 6 });

  test('listing: page 2 opens page 2', async ({ page }) => {
    await recordTapTimes(page);
    // No hold on the app here: it starts at its first paint, as on a phone, and the tap lands
    // while the page loads its code or hydrates.
    await open(page, '/all-fragrances', 'first paint');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    const early = await page.evaluate(() => sessionStorage.getItem('tap-before-hydration'));
    expect(early, 'the tap came before the page had hydrated').toBe('true');
    await hydrated(page);
    const second = await listing(page);
    expect(second.at).toMatch(/[?&]page=2/);
    expect(second.cards).toHaveLength(15);
  });
});
