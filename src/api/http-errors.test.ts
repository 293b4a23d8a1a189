import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { withMockApi } from '../test/start-mock-api';
import { api } from './client';
import { isHTTPError, isTimeoutError } from './http-errors';

withMockApi();

/** What the client rejects with for this request. */
const failureOf = (request: () => Promise<unknown>) =>
  request().then(
    () => {
      throw new Error('the request succeeded');
    },
    (error: unknown) => error,
  );

// The guards recognise ky's errors without importing ky: these prove they still match what ky
// throws, so a renamed error class fails here rather than as a missing 'not found' page.
describe("recognising ky's errors", () => {
  it('recognises a refusal as an HTTP error, with its response', async () => {
    const error = await failureOf(() => api.get('product/no-such-product').json());
    expect(isHTTPError(error)).toBe(true);
    expect(isHTTPError(error) && error.response.status).toBe(404);
    expect(isTimeoutError(error)).toBe(false);
  });

  it('recognises a request that took too long as a timeout', async () => {
    server.use(
      http.get('*/api/v1/category/categories', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json([]);
      }),
    );
    const error = await failureOf(() => api.get('category/categories', { timeout: 20 }).json());
    expect(isTimeoutError(error)).toBe(true);
    expect(isHTTPError(error)).toBe(false);
  });

  it('takes neither a network failure nor any other error for one of them', () => {
    const named = (name: string) => Object.assign(new Error('look-alike'), { name });
    for (const error of [
      new TypeError('Failed to fetch'),
      new Error('HTTPError'),
      'HTTPError',
      // Named like ky's but without its response or request (AbortSignal.timeout's abort).
      named('HTTPError'),
      new DOMException('signal timed out', 'TimeoutError'),
    ]) {
      expect(isHTTPError(error)).toBe(false);
      expect(isTimeoutError(error)).toBe(false);
    }
  });
});
