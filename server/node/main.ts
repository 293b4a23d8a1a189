import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from '../create-api';
import { readEnv } from './env';
import { staticApp } from './static-app';

const env = readEnv();
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string;
};

const app = new Hono();
app.route('/', createApi({ config: { version } }));
app.route('/', staticApp(env.STATIC_DIR));

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`FragranceHub listening on http://localhost:${info.port}`);
});

function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
