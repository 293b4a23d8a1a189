import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createServerApp } from '../../node/server-app';
import { createTestApi, type TestApi, type TestApiOptions } from '../test-api';

/**
 * The API behind the whole Node host (compression, security headers,
 * static files) on a real socket on 127.0.0.1: proves the wrapping changes no answer.
 */
export async function createNodeHttpHost(
  options: TestApiOptions & { staticDir?: string } = {},
): Promise<TestApi> {
  const inner = await createTestApi(options);
  const app = createServerApp({
    api: { fetch: (request) => inner.fetch(request) },
    staticDir: options.staticDir ?? 'dist',
    corsOrigins: [],
    // The suite names client addresses with X-Forwarded-For (leftmost entry = the client), as
    // a chain of trusted proxies would: trust every hop it sends.
    trustProxyHops: 10,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    s.once('error', reject);
    s.once('listening', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    db: inner.db,
    processesImages: inner.processesImages,
    fetch: async (request) => {
      const url = new URL(request.url);
      const body = request.body ? await request.arrayBuffer() : undefined;
      // As a reverse proxy would: the client asked for the suite's origin, not this socket.
      const headers = new Headers(request.headers);
      headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
      headers.set('x-forwarded-host', url.host);
      return fetch(`${base}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body,
        // As the client asked: a redirect (the e-mailed link's) is the answer, not a new request.
        redirect: request.redirect,
      });
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await inner.close();
    },
  };
}
