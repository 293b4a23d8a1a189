// The e-mail outbox: the cost of writing each kind of message, and the worker's render-and-send rate to a
// local SMTP sink (bench-results/outbox.json). Runs the TypeScript sources through tsx.
import { spawnSync } from 'node:child_process';

const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/_outbox-drain.ts'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
