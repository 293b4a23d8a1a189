import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PersistedQueryClientProvider } from './persisted-query-client-provider';

/** A saved cache holding one answer, as IndexedDB would give it back. */
function savedCache(): PersistedClient {
  const source = new QueryClient();
  source.setQueryData(['greeting'], 'saved hello');
  return { timestamp: Date.now(), buster: 'test', clientState: dehydrate(source) };
}

function Greeting({ fetchGreeting }: { fetchGreeting: () => Promise<string> }) {
  const { data } = useQuery({
    queryKey: ['greeting'],
    queryFn: fetchGreeting,
    staleTime: Infinity,
  });
  return <p>{data ?? 'nothing yet'}</p>;
}

function setUp(persister: Persister) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetchGreeting = vi.fn(async () => 'fetched hello');
  const onSuccess = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PersistedQueryClientProvider
        client={client}
        persistOptions={{ persister, buster: 'test' }}
        onSuccess={onSuccess}
      >
        <Greeting fetchGreeting={fetchGreeting} />
      </PersistedQueryClientProvider>
    </QueryClientProvider>,
  );
  return { client, fetchGreeting, onSuccess };
}

describe('PersistedQueryClientProvider', () => {
  it('shows the saved answer, not a fetched one: queries wait for the restore', async () => {
    let restore!: (saved: PersistedClient) => void;
    const persister: Persister = {
      persistClient: vi.fn(),
      restoreClient: () => new Promise((resolve) => (restore = resolve)),
      removeClient: vi.fn(),
    };
    const { fetchGreeting, onSuccess } = setUp(persister);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    restore(savedCache());
    expect(await screen.findByText('saved hello')).toBeInTheDocument();
    expect(fetchGreeting).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('saves the cache once restored, on every change', async () => {
    const persistClient = vi.fn();
    const persister: Persister = {
      persistClient,
      restoreClient: async () => undefined,
      removeClient: vi.fn(),
    };
    const { client } = setUp(persister);
    // Nothing saved: the query runs once the restore is over.
    expect(await screen.findByText('fetched hello')).toBeInTheDocument();
    client.setQueryData(['greeting'], 'changed hello');
    await waitFor(() => {
      const saved = persistClient.mock.calls.at(-1)?.[0] as PersistedClient | undefined;
      expect(saved?.clientState.queries[0]?.state.data).toBe('changed hello');
    });
  });

  it('a restore that fails still lets the queries run', async () => {
    // The library says so on the console, as it discards the saved cache.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const persister: Persister = {
      persistClient: vi.fn(),
      restoreClient: () => Promise.reject(new Error('IndexedDB is gone')),
      removeClient: vi.fn(),
    };
    const { fetchGreeting } = setUp(persister);
    expect(await screen.findByText('fetched hello')).toBeInTheDocument();
    expect(fetchGreeting).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("a server's page shows its own answers at once, and the restore's end redraws nothing", async () => {
    let restore!: (saved: PersistedClient) => void;
    const persister: Persister = {
      persistClient: vi.fn(),
      restoreClient: () => new Promise((resolve) => (restore = resolve)),
      removeClient: vi.fn(),
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['greeting'], 'server hello');
    const fetchGreeting = vi.fn(async () => 'fetched hello');
    const onSuccess = vi.fn();
    const rendered = vi.fn();
    function CountedGreeting() {
      rendered();
      const { data } = useQuery({
        queryKey: ['greeting'],
        queryFn: fetchGreeting,
        staleTime: 60_000,
      });
      return <p>{data}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <PersistedQueryClientProvider
          client={client}
          persistOptions={{ persister, buster: 'test' }}
          onSuccess={onSuccess}
          queriesWait={false}
        >
          <CountedGreeting />
        </PersistedQueryClientProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('server hello')).toBeInTheDocument();
    const rendersBeforeRestore = rendered.mock.calls.length;

    const source = new QueryClient();
    source.setQueryData(['offline catalogue'], 'saved catalogue');
    restore({ timestamp: Date.now(), buster: 'test', clientState: dehydrate(source) });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    // The saved answers are in the cache, for the queries that want them.
    expect(client.getQueryData(['offline catalogue'])).toBe('saved catalogue');
    expect(rendered).toHaveBeenCalledTimes(rendersBeforeRestore);
    expect(screen.getByText('server hello')).toBeInTheDocument();
    expect(fetchGreeting).not.toHaveBeenCalled();
  });
});
