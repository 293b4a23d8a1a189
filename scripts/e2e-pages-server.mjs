// Playwright's web server for the `taps-offline` project: the built server on a copy of the build
// (STATIC_DIR), so a walk that deploys a new service worker into it leaves ./dist as it was.
import { cpSync, rmSync } from 'node:fs';

const staticDir = process.env.STATIC_DIR;
if (!staticDir) throw new Error('STATIC_DIR must name where the copy of ./dist goes');
rmSync(staticDir, { recursive: true, force: true });
cpSync('dist', staticDir, { recursive: true });
// The server in this process: Playwright's SIGTERM reaches its own clean shutdown.
await import('../dist-server/main.js');
