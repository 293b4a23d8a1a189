/**
 * MSW's service worker controls mock mode's API worker too, and answers each request the worker
 * makes (the demo dump, PGlite's WebAssembly and data files) by asking one of the store's open
 * pages what to do. When that page navigates away before it answers, the request never settles,
 * and PGlite, which keeps each file's first fetch, would wait forever: a reload during the first
 * start left the store loading for good. So a GET with no answer (its headers) within
 * `answerWithinMs` is asked again; the service worker then asks a page that is still open, or
 * fetches the file itself when none is. Only the wait for an answer is timed, never the body.
 */
export function retryUnansweredFetches(
  scope: Pick<typeof globalThis, 'fetch'>,
  { answerWithinMs = 5_000, attempts = 3 } = {},
) {
  const fetchOnce = scope.fetch.bind(scope);
  scope.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return fetchOnce(request);
    for (let attempt = 1; ; attempt++) {
      const unanswered = new AbortController();
      const timer = setTimeout(
        () => unanswered.abort(new Error(`no answer within ${answerWithinMs} ms`)),
        answerWithinMs,
      );
      try {
        return await fetchOnce(request.clone(), {
          signal: AbortSignal.any([request.signal, unanswered.signal]),
        });
      } catch (error) {
        if (!unanswered.signal.aborted || request.signal.aborted || attempt >= attempts) {
          throw error;
        }
      } finally {
        clearTimeout(timer);
      }
    }
  };
}
