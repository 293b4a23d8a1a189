import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../contract/rules/control-characters';
import { z } from '../../contract/zod';
import { ApiError } from './api-error';
import { MALFORMED_FORM_MESSAGE, MALFORMED_JSON_MESSAGE } from './read-body';
import { validated } from './validated';

const Body = z.object({ name: z.string({ error: 'Name is required' }) });
const Query = z.object({ page: z.optional(z.string()) });

/** Routes answering what they were handed, and refusals as create-api.ts answers them. */
function app() {
  const api = new Hono();
  let earliest = 0;
  api.post('/json', validated('json', Body), (c) => c.json(c.req.valid('json')));
  api.post('/plain', validated('json', Body, { shape: 'plain' }), (c) =>
    c.json(c.req.valid('json')),
  );
  api.post('/form', validated('form', Body, { status: 200 }), (c) => c.json(c.req.valid('form')));
  api.get('/query', validated('query', Query), (c) => c.json(c.req.valid('query')));
  api.post(
    '/moment',
    validated('json', z.number(), {
      each: () => z.number().check(z.minimum(++earliest, 'Too early')),
    }),
    (c) => c.json(c.req.valid('json')),
  );
  api.onError((error, c) =>
    error instanceof ApiError ? c.json(error.body, error.status) : c.json('crash', 500),
  );
  return api;
}

async function send(path: string, init?: RequestInit) {
  const res = await app().request(path, init);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('validated()', () => {
  it('hands the parsed input to the handler', async () => {
    const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
    expect(await send('/json', { ...json, body: '{"name":"Ada","extra":1}' })).toEqual({
      status: 200,
      body: { name: 'Ada' },
    });
  });

  it('reads the body as the API always has: JSON sent as text, broken JSON, controls', async () => {
    // fetch() sends a string body as text/plain: still the client's JSON.
    expect(await send('/json', { method: 'POST', body: '{"name":"Ada"}' })).toEqual({
      status: 200,
      body: { name: 'Ada' },
    });
    expect(await send('/json', { method: 'POST', body: '{"name":' })).toEqual({
      status: 400,
      body: { error: MALFORMED_JSON_MESSAGE },
    });
    expect(await send('/json', { method: 'POST', body: '{"name":"A\\u0000"}' })).toEqual({
      status: 400,
      body: { error: CONTROL_CHARACTERS_MESSAGE },
    });
  });

  it("refuses with the first problem's message, in the shape and status asked for", async () => {
    expect(await send('/json', { method: 'POST', body: '{}' })).toEqual({
      status: 400,
      body: { error: 'Name is required' },
    });
    expect(await send('/plain', { method: 'POST', body: '{}' })).toEqual({
      status: 400,
      body: 'Name is required',
    });
    expect(await send('/plain', { method: 'POST', body: '{' })).toEqual({
      status: 400,
      body: MALFORMED_JSON_MESSAGE,
    });
    expect(await send('/form', { method: 'POST', body: new FormData() })).toEqual({
      status: 200,
      body: { error: 'Name is required' },
    });
    expect(await send('/form', { method: 'POST', body: '{"name":"Ada"}' })).toEqual({
      status: 200,
      body: { error: MALFORMED_FORM_MESSAGE },
    });
  });

  it('reads a repeated query parameter as its first value', async () => {
    expect(await send('/query?page=2&page=3')).toEqual({ status: 200, body: { page: '2' } });
  });

  it('checks each request with the schema of its moment when asked', async () => {
    expect((await send('/moment', { method: 'POST', body: '1' })).status).toBe(200);
    const api = app();
    expect((await api.request('/moment', { method: 'POST', body: '1' })).status).toBe(200);
    expect((await api.request('/moment', { method: 'POST', body: '1' })).status).toBe(400);
  });
});
