import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/**
 * The libraries every storefront page runs: React, TanStack Router and Query, jotai, ky, zod,
 * Mantine's core (its provider and styles API) and the few Mantine components that the home,
 * listing, product and cart pages all draw. Not Mantine's hooks: a group takes every module its
 * test matches, so the price slider's drag and the pager's hooks were in every page's first load;
 * left to Rolldown, each hook goes with the code that uses it (3–4 KB gzipped less on each page).
 */
const FRAMEWORK =
  /node_modules\/(?:react|react-dom|scheduler|use-sync-external-store|@tanstack\/[^/]+|jotai|ky|zod)\/|@mantine\/core\/esm\/(?:core|components\/(?:Box|UnstyledButton|Transition|Loader|Input|CloseButton|VisuallyHidden|Paper|Image|Badge|Skeleton))\//;

/** Our code those pages share: the contract (its rules and schemas), the stores, the API calls. */
const SHARED = /\/(?:contract\/[^/]+\.ts$|contract\/(?:rules|schemas)\/|src\/(?:state|api)\/)/;

/** Admin code and the dashboard's routes never join a chunk that shoppers load. */
const ADMIN = /admin|\/routes\/dashboard/;

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
    { name: 'framework', test: FRAMEWORK },
    { name: 'shared', test: (id) => SHARED.test(id) && !ADMIN.test(id) },
  ],
};
