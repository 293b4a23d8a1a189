import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';
import { JSON_BODY_BYTES, bodyRuleFor } from './body-limits';

/** A body of `total` bytes that counts how many of them the server pulled. */
function countingBody(total: number) {
  const chunk = new Uint8Array(64 * 1024);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe('body limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const send = (method: string, path: string, body: ReadableStream<Uint8Array>) =>
    api.fetch(
      new Request(`${ORIGIN}/api/v1${path}`, {
        method,
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        // @ts-expect-error: Node's fetch needs it for a streamed body; lib.dom lacks the field
        duplex: 'half',
      }),
    );

  it('refuses an anonymous 51 MB product upload before reading it', async () => {
    const { stream, counter } = countingBody(51 * 1024 * 1024);
    const res = await send('POST', '/product/create', stream);
    expect(res.status).toBe(401);
    expect(counter.pulled).toBeLessThan(1024 * 1024);
  });

  it('stops reading a login body just past 16 KB', async () => {
    const { stream, counter } = countingBody(10 * 1024 * 1024);
    const res = await send('POST', '/auth/login', stream);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(JSON_BODY_BYTES + 256 * 1024);
  });

  it('picks the limit by method and path, trailing slash or not', () => {
    expect(bodyRuleFor('POST', '/product/create/').adminOnly).toBe(true);
    expect(bodyRuleFor('PUT', '/product/update/abc').adminOnly).toBe(true);
    expect(bodyRuleFor('DELETE', '/product/abc').maxBytes).toBe(JSON_BODY_BYTES);
    expect(bodyRuleFor('POST', '/nope').maxBytes).toBe(JSON_BODY_BYTES);
  });
});
