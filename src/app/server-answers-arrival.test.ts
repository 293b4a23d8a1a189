import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { dateServerAnswersToArrival } from './server-answers-arrival';

const MINUTE = 60_000;

/** A server page's answers, fetched `age` ms ago (a page the server kept that long). */
function pageAnswers(age: number): DehydratedState {
  const server = new QueryClient();
  server.setQueryData(
    ['product', 'all', 1, 4],
    { products: ['Velvet Oud'] },
    {
      updatedAt: Date.now() - age,
    },
  );
  return dehydrate(server);
}

/** The browser's query client and a router whose hydrate puts the page's answers in it. */
function browser(navigationType: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: navigationType, responseStart: performance.now() } as PerformanceNavigationTiming,
  ]);
  const queryClient = createQueryClient();
  const router = {
    options: { hydrate: (state: DehydratedState) => hydrate(queryClient, state) },
  } as unknown as AnyRouter;
  dateServerAnswersToArrival(router, queryClient);
  const stale = (key: unknown[]) =>
    queryClient.getQueryCache().find({ queryKey: key })?.isStaleByTime(MINUTE);
  return { queryClient, router, stale };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dateServerAnswersToArrival', () => {
  it("counts a kept page's answers as current from the page's arrival, so none is fetched again", async () => {
    const { queryClient, router, stale } = browser('navigate');
    // Restored from this browser's storage before the page hydrated: not the page's answer.
    queryClient.setQueryData(['flash-sale'], [], { updatedAt: Date.now() - 10 * MINUTE });
    const answers = pageAnswers(5 * MINUTE);

    await router.options.hydrate?.(answers);

    expect(stale(['product', 'all', 1, 4])).toBe(false);
    expect(queryClient.getQueryData(['product', 'all', 1, 4])).toEqual({
      products: ['Velvet Oud'],
    });
    expect(stale(['flash-sale'])).toBe(true);
  });

  it('keeps the dates of a page taken from the HTTP cache by back or forward', async () => {
    const { router, stale } = browser('back_forward');
    await router.options.hydrate?.(pageAnswers(5 * MINUTE));
    expect(stale(['product', 'all', 1, 4])).toBe(true);
  });
});
