import { describe, expect, it } from 'vitest';
import { retryUnansweredFetches } from './retry-unanswered-fetches';

/** A fetch whose first `hangs` calls never answer (until aborted), as when MSW's page has left. */
function flakyFetch(hangs: number) {
  const calls: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    calls.push(request);
    if (calls.length > hangs) return Promise.resolve(new Response(`answer ${calls.length}`));
    return new Promise((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  };
  return { scope: { fetch: fetch as typeof globalThis.fetch }, calls };
}

describe('the mock API worker asks again when a file gets no answer', () => {
  it('answers a GET from the second attempt when the first never settles', async () => {
    const { scope, calls } = flakyFetch(1);
    retryUnansweredFetches(scope, { answerWithinMs: 30 });
    const response = await scope.fetch('http://127.0.0.1/assets/pglite.wasm');
    expect(await response.text()).toBe('answer 2');
    expect(calls.map((call) => call.url)).toEqual([
      'http://127.0.0.1/assets/pglite.wasm',
      'http://127.0.0.1/assets/pglite.wasm',
    ]);
  });

  it('gives up after its attempts with the reason', async () => {
    const { scope, calls } = flakyFetch(5);
    retryUnansweredFetches(scope, { answerWithinMs: 20, attempts: 3 });
    await expect(scope.fetch('http://127.0.0.1/__mock/demo-database.tgz')).rejects.toThrow(
      'no answer within 20 ms',
    );
    expect(calls).toHaveLength(3);
  });

  it('never cuts off a body that takes longer than the wait for an answer', async () => {
    const scope = {
      fetch: (() => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode('slow '));
            await new Promise((resolve) => setTimeout(resolve, 80));
            controller.enqueue(new TextEncoder().encode('body'));
            controller.close();
          },
        });
        return Promise.resolve(new Response(body));
      }) as typeof globalThis.fetch,
    };
    retryUnansweredFetches(scope, { answerWithinMs: 20 });
    const response = await scope.fetch('http://127.0.0.1/assets/pglite.data');
    expect(await response.text()).toBe('slow body');
  });

  it('sends a write once: it is never repeated', async () => {
    const { scope, calls } = flakyFetch(1);
    retryUnansweredFetches(scope, { answerWithinMs: 20 });
    const sent = scope.fetch('http://127.0.0.1/api/v1/orders', {
      method: 'POST',
      signal: AbortSignal.timeout(100),
    });
    await expect(sent).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it('stops when the caller aborts', async () => {
    const { scope, calls } = flakyFetch(5);
    retryUnansweredFetches(scope, { answerWithinMs: 200 });
    const sent = scope.fetch('http://127.0.0.1/assets/pglite.wasm', {
      signal: AbortSignal.timeout(30),
    });
    await expect(sent).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});
