import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** When the server began answering this page's request (epoch ms); undefined if not known. */
function pageArrival(): number | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // Back and forward may take the page from the HTTP cache, as old as it is: keep its own dates.
  if (!entry || entry.type === 'back_forward' || entry.responseStart <= 0) return undefined;
  return performance.timeOrigin + entry.responseStart;
}

/**
 * Dates the answers a server page brought to the page's arrival. The server keeps a rendered page
 * for as long as the catalogue is unchanged (server/pages/page-cache.ts) and checks that when it
 * serves it, so a kept page's answers are current, yet each carries the time it was first fetched,
 * often minutes before. Older than the queries' staleTime, every one was fetched again as the page
 * hydrated: home asked for its four blocks again over the shopper's connection and parsed them in
 * its first second, for what its HTML already held. Pages come with no-cache and the service worker
 * never keeps them, so the page is as current as the navigation that brought it.
 *
 * Only the answers hydrated from the page: those restored from this browser's storage keep theirs.
 */
export function dateServerAnswersToArrival(router: AnyRouter, queryClient: QueryClient): void {
  const hydrateAnswers = router.options.hydrate;
  router.options.hydrate = async (dehydrated: unknown) => {
    const fromPage = new Set<string>();
    const stopListening = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'added' || event.type === 'updated') fromPage.add(event.query.queryHash);
    });
    try {
      await hydrateAnswers?.(dehydrated);
    } finally {
      stopListening();
    }
    const arrival = pageArrival();
    if (arrival === undefined) return;
    for (const hash of fromPage) {
      const query = queryClient.getQueryCache().get(hash);
      if (query?.state.status !== 'success' || query.state.dataUpdatedAt >= arrival) continue;
      // The same data (kept by structural sharing), with the date it is known to be current at.
      queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: arrival });
    }
  };
}
