// Playwright's web server for the PostgreSQL project: a throwaway PostgreSQL 15 on 127.0.0.1,
// then the built server on it (DATABASE_URL). Both stop when Playwright stops this process.
import { spawn } from 'node:child_process';
import { startTempPostgres } from './pg-temp.mjs';

const pg = await startTempPostgres({ database: 'fragrancehub_e2e' });
const server = spawn(process.execPath, ['dist-server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: pg.url, SEED_DEMO: 'true' },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await pg.stop();
  process.exit(code);
}

server.on('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => void stop(0));
