import { QueryClient } from '@tanstack/react-query';
import { isHTTPError } from '../api/http-errors';

function isClientError(error: unknown) {
  return isHTTPError(error) && error.response.status >= 400 && error.response.status < 500;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Try even when the browser says offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        // Long enough for the persisted catalogue to serve a cold start offline.
        gcTime: 24 * 60 * 60 * 1000,
        // A 404 or 401 will not change by asking again; a flaky connection might.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
