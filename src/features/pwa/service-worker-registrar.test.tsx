import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../app/router';

const registerServiceWorker = vi.fn();
vi.mock('./register-service-worker', () => ({ registerServiceWorker }));

/** A router whose first route is drawn when the test says so. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  const router = {
    state: { resolvedLocation: undefined as object | undefined },
    subscribe: (_event: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const rendered = () => {
    router.state.resolvedLocation = {};
    for (const listener of [...listeners]) listener();
  };
  return { router: router as unknown as AppRouter, rendered };
}

async function renderRegistrar(queryClient: QueryClient, router: AppRouter) {
  // A fresh module each time: it registers at most once per page.
  vi.resetModules();
  const { ServiceWorkerRegistrar } = await import('./service-worker-registrar');
  render(
    <QueryClientProvider client={queryClient}>
      <ServiceWorkerRegistrar router={router} />
    </QueryClientProvider>,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1200));

beforeEach(() => {
  registerServiceWorker.mockClear();
});

describe('ServiceWorkerRegistrar', () => {
  it('waits for the first route to be drawn and its data to arrive', async () => {
    const queryClient = new QueryClient();
    const { router, rendered } = fakeRouter();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['catalogue'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await renderRegistrar(queryClient, router);

    await settle();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    rendered();
    await settle();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    answer('products');
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
  });

  it('registers once the first screen has settled, and only once', async () => {
    const queryClient = new QueryClient();
    const { router, rendered } = fakeRouter();
    rendered();
    await renderRegistrar(queryClient, router);
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
    await settle();
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  });
});
