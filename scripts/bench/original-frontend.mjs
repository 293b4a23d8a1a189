// The original FragranceHub frontend (React, Vite, axios; github.com/Final-Project-Dec2023/Dec2023)
// served beside ours for the side-by-side Lighthouse run, against our server's API and
// catalogue. It is not part of this repository: LIGHTHOUSE_ORIGINAL_DIR names a checkout of it
// with its dependencies installed (`npm ci` there). It reads its API's address at build time
// from VITE_REACT_APP_API_URL, so it is built here for the bench server's port, into a temporary
// folder, and served by its own `vite preview` (which answers every route with its index.html).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, waitForUrl } from './harness.mjs';

/**
 * Builds the checkout in `dir` for `apiBase` and serves it on `port`. Our server must allow its
 * origin (CORS_ORIGINS): its pages call the API from another port.
 */
export async function serveOriginalFrontend(dir, apiBase, port) {
  const vite = path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) {
    throw new Error(`${dir}: no node_modules/vite (run npm ci in the original's checkout first)`);
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'fragrancehub-original-'));
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: dir,
    env: { ...process.env, VITE_REACT_APP_API_URL: `${apiBase}/api/v1` },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 300_000,
  });
  if (built.status !== 0) throw new Error('building the original frontend failed');
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--host', HOST, '--port', String(port), '--strictPort'],
    { cwd: dir, stdio: 'ignore' },
  );
  const base = `http://${HOST}:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  await waitForUrl(`${base}/all-fragrances`, child, { timeoutMs: 60_000, everyMs: 250 });
  return { base, stop };
}
