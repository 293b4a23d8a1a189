import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const registerServiceWorker = vi.fn();
vi.mock('./register-service-worker', () => ({ registerServiceWorker }));

/** A block of the screen whose data arrives when the test says so. */
function pendingAnswer() {
  let answer: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  function Block() {
    useQuery({ queryKey: ['block'], queryFn: () => promise });
    return null;
  }
  return { Block, answer: (value: string) => answer(value) };
}

async function renderRegistrar(queryClient: QueryClient, screen?: ReactNode) {
  // A fresh module each time: it registers at most once per page.
  vi.resetModules();
  const { ServiceWorkerRegistrar } = await import('./service-worker-registrar');
  render(
    <QueryClientProvider client={queryClient}>
      <ServiceWorkerRegistrar />
      {screen}
    </QueryClientProvider>,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1200));

beforeEach(() => {
  registerServiceWorker.mockClear();
});

describe('ServiceWorkerRegistrar', () => {
  it("waits for the data of the screen's components, mounted after it", async () => {
    const { Block, answer } = pendingAnswer();
    await renderRegistrar(new QueryClient(), <Block />);
    await settle();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    answer('products');
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
  });

  it('waits for a request the route started before the first render', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['catalogue'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await renderRegistrar(queryClient);
    await settle();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    answer('products');
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
  });

  it('registers once the first screen has settled, and only once', async () => {
    await renderRegistrar(new QueryClient());
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
    await settle();
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  });
});
