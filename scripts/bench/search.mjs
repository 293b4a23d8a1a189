// The search at 10,000 products: index build and update, a keystroke's suggestions and a results
// page's search, with the contract's rule (bench-results/search.json). Runs the TypeScript sources
// through tsx. SEARCH_BENCH_PRODUCTS and SEARCH_BENCH_ROUNDS change the scale.
import { spawnSync } from 'node:child_process';

const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/_search-index.ts'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
