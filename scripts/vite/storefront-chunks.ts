import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/**
 * The libraries every storefront page runs: React, TanStack Router and Query, jotai,
 * Mantine's core (its provider and styles API) and the few Mantine components that the home,
 * listing, product and cart pages all draw. Not Mantine's hooks: a group takes every module its
 * test matches, so the price slider's drag and the pager's hooks were in every page's first load;
 * left to Rolldown, each hook goes with the code that uses it (3–4 KB gzipped less on each page).
 * Only what a storefront page imports statically: a library part only loaded code uses (the
 * query cache's IndexedDB persister, the admin chart's store selector) goes with that code.
 */
const FRAMEWORK =
  /node_modules\/(?:react|react-dom|scheduler|use-sync-external-store|@tanstack\/[^/]+|jotai)\/|@mantine\/core\/esm\/(?:core|components\/(?:Box|UnstyledButton|Transition|Loader|Input|InputBase|CloseButton|VisuallyHidden|Paper|Image|Badge|Skeleton|Card))\//;

/**
 * Our code those pages share: the contract's constants and rules (its schemas are VALIDATION's),
 * the stores, the API calls, the product card and its parts (not the product page's gallery and
 * stars, nor the stars' rule, contract/rules/rating.ts: cards show the mean as text); only what
 * the storefront's pages import (storefrontReach), the rest goes with its pages. (The card's
 * parts, and the Mantine Card and InputBase above, were five chunks of their own under 2 KB in
 * every page's first load.) Delivery's rules, the fee rule (shipping.ts) and the device's copy
 * of the rules (src/api/shop-delivery.ts) are the cart's and checkout's alone, money-totals.ts the
 * order pages', the WhatsApp share link the product page's and the wishlist's, the listings'
 * filtering, sorting and preview the listing pages' (their URL's parsing, listing-search-params.ts,
 * stays: the routes' validateSearch runs it), related products the product page's: they go with
 * those pages. The search's queries (src/api/search-*.ts) and its rule go with the search page and
 * the header's type-ahead.
 */
const SHARED =
  /\/(?:contract\/[^/]+\.ts$|contract\/rules\/(?!rating\.ts$|delivery|nigerian-|money-totals|shipping|whatsapp-share|filter-products|listing-view|sort-products|shuffle\.ts$|compare-names|price-bucket|paginate|seeded-random|related-products)|src\/(?:state\/|api\/(?!shop-delivery|listing-preview|related-products|search-|catalogue-search))|src\/components\/product\/(?!product-gallery|thumbnail|star-rating|share-on-whatsapp))/;

/**
 * zod and the contract's schemas: what checks answers, stored state and forms. No page needs them
 * before it runs (src/state/restored-storage.ts, src/api/load-client.ts): they are not part of
 * the first load, nor of a page's own code (the shared chunk leaves them out).
 */
const VALIDATION = /node_modules\/zod\/|\/contract\/(?:zod\.ts$|schemas\/)/;

/**
 * zod builds each schema as its module runs: zod, the API's schemas and the stored state's, run
 * as one module, took a phone about 100 ms, one task. They are three chunks, which the stores'
 * restore runs one at a time, a task each (src/state/restored-storage.ts). The other schemas go
 * with the pages that use them (checkout, account, admin).
 */
const ZOD = /node_modules\/zod\/|\/contract\/zod\.ts$/;
const API_SCHEMAS = /\/contract\/schemas\/(?:errors|user|product|cart)\.ts$/;
const STORED_STATE_SCHEMAS =
  /\/contract\/schemas\/storage\.ts$|\/src\/state\/restored-state-schemas\.ts$/;

/** A Mantine component's stylesheet (src/app/mantine-styles.ts imports every page's). */
const MANTINE_STYLESHEET = /@mantine\/core\/styles\/\w+\.layer\.css$/;
const EVERY_PAGE_STYLES = /[\\/]src[\\/]app[\\/]mantine-styles\.ts$/;

/** Admin code and the dashboard's routes never join a chunk that shoppers load. */
const ADMIN = /admin|\/routes\/dashboard/;

/** The app's entry and the screens of the pages a shopper opens first. */
const STOREFRONT_ROOT =
  /[\\/]src[\\/](?:main\.tsx$|routes[\\/](?:index|all-fragrances|new-arrivals|detail\.\$id|search|cart)\.tsx\?tsr-split=component$)/;

/** What a group's `name` function is given to read the module graph with. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Whether a module is imported, statically, by the entry or by a storefront page's screen. The
 * shared chunk is loaded and run on every page: a contract schema only checkout, the account
 * pages or the payments use (zod builds each schema as its module runs) waits for those pages.
 */
export function storefrontReach(ctx: ModuleGraph) {
  const reaching = new Set<string>();
  const notReaching = new Set<string>();
  return (id: string): boolean => {
    if (reaching.has(id)) return true;
    if (notReaching.has(id)) return false;
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const module = queue.pop() as string;
      if (STOREFRONT_ROOT.test(module) || reaching.has(module)) {
        reaching.add(id);
        return true;
      }
      for (const importer of ctx.getModuleInfo(module)?.importers ?? []) {
        if (seen.has(importer) || notReaching.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    // Every module that imports this one, however indirectly, was seen: none of them reaches.
    for (const module of seen) notReaching.add(module);
    return false;
  };
}

/**
 * Whether a Mantine stylesheet is one a storefront page draws with at once but not every page
 * does (the listing's checkboxes, sort select and pager, the product page's accordion): those
 * come in one stylesheet of their own. Left to Rolldown, each stylesheet that two chunks import
 * became a file of its own, and the listing's HTML linked nine render-blocking stylesheets. The
 * stylesheets for every page stay in the entry's; those only other pages draw, or only code
 * loaded on a tap (menus, dialogs, the filter slide-out), load with that code.
 */
export function isPageStylesheet(id: string, ctx: ModuleGraph, reaches: (id: string) => boolean) {
  if (!MANTINE_STYLESHEET.test(id)) return false;
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return !importers.some((importer) => EVERY_PAGE_STYLES.test(importer)) && reaches(id);
}

/** One answer per chunking pass (each build has its own). */
const reachByPass = new WeakMap<ModuleGraph, (id: string) => boolean>();

function inStorefront(id: string, ctx: ModuleGraph): boolean {
  let reaches = reachByPass.get(ctx);
  if (!reaches) reachByPass.set(ctx, (reaches = storefrontReach(ctx)));
  return reaches(id);
}

/**
 * Two chunks instead of dozens. Left to itself, Rolldown gives every set of routes that share a
 * module a chunk of its own, and the home page fetched 46 files, 30 of them under 1 KB gzipped
 * (a router hook, a price rule): in a phone's trace each request costs the main thread a few
 * milliseconds before any of it runs. With these groups the home page fetches 12 files, the
 * listing 19 instead of 64 (with its filter drawer loaded when wanted), and every page's first
 * load is a little smaller (fewer chunk seams for gzip). The budget check
 * (scripts/check-budgets.mjs) still fails a build that moves admin, MSW or PGlite code into the
 * first load.
 */
export const storefrontChunks: CodeSplitting = {
  groups: [
    {
      debugName: 'framework',
      name: (id, ctx) => (inStorefront(id, ctx) ? 'framework' : null),
      test: FRAMEWORK,
    },
    {
      debugName: 'page-styles',
      name: (id, ctx) =>
        isPageStylesheet(id, ctx, (module) => inStorefront(module, ctx)) ? 'page-styles' : null,
      test: MANTINE_STYLESHEET,
    },
    {
      debugName: 'shared',
      name: (id, ctx) => (inStorefront(id, ctx) ? 'shared' : null),
      test: (id) => SHARED.test(id) && !VALIDATION.test(id) && !ADMIN.test(id),
    },
    // After the shared chunk: a group takes what its modules import too, unless an earlier group
    // has it (the contract's constants, which the schemas use, stay in the shared chunk).
    { debugName: 'zod', name: 'zod', test: ZOD },
    { debugName: 'validation', name: 'validation', test: API_SCHEMAS },
    { debugName: 'stored-state-schemas', name: 'stored-state-schemas', test: STORED_STATE_SCHEMAS },
  ],
};
