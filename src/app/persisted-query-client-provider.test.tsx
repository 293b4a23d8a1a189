import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PersistedQueryClientProvider } from './persisted-query-client-provider';

/** A saved cache holding one answer, as IndexedDB would give it back. */
function savedCache(key = 'greeting', data = 'saved hello'): PersistedClient {
  const source = new QueryClient();
  source.setQueryData([key], data);
  return { timestamp: Date.now(), buster: 'test', clientState: dehydrate(source) };
}

/** A persister whose restore waits until the test hands it a saved cache. */
function heldRestore() {
  let restore!: (saved: PersistedClient) => void;
  const persister: Persister = {
    persistClient: vi.fn(),
    restoreClient: () => new Promise((resolve) => (restore = resolve)),
    removeClient: vi.fn(),
  };
  return { persister, restore: (saved: PersistedClient) => restore(saved) };
}

function Greeting({
  fetchGreeting,
  onRender,
}: {
  fetchGreeting: () => Promise<string>;
  onRender: () => void;
}) {
  onRender();
  const { data } = useQuery({
    queryKey: ['greeting'],
    queryFn: fetchGreeting,
    staleTime: Infinity,
  });
  return <p>{data ?? 'nothing yet'}</p>;
}

/** `serverAnswer`: the answer a server's page brought, in the cache before the first render. */
function setUp(
  persister: Persister,
  { queriesWait, serverAnswer }: { queriesWait?: boolean; serverAnswer?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (serverAnswer !== undefined) client.setQueryData(['greeting'], serverAnswer);
  const fetchGreeting = vi.fn(async () => 'fetched hello');
  const onSuccess = vi.fn();
  const rendered = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PersistedQueryClientProvider
        client={client}
        persistOptions={{ persister, buster: 'test' }}
        onSuccess={onSuccess}
        queriesWait={queriesWait}
      >
        <Greeting fetchGreeting={fetchGreeting} onRender={rendered} />
      </PersistedQueryClientProvider>
    </QueryClientProvider>,
  );
  return { client, fetchGreeting, onSuccess, rendered };
}

describe('PersistedQueryClientProvider', () => {
  it('shows the saved answer, not a fetched one: queries wait for the restore', async () => {
    const { persister, restore } = heldRestore();
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
    const { persister, restore } = heldRestore();
    const { client, fetchGreeting, onSuccess, rendered } = setUp(persister, {
      queriesWait: false,
      serverAnswer: 'server hello',
    });
    expect(screen.getByText('server hello')).toBeInTheDocument();
    const rendersBeforeRestore = rendered.mock.calls.length;

    restore(savedCache('offline catalogue', 'saved catalogue'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    // The saved answers are in the cache, for the queries that want them.
    expect(client.getQueryData(['offline catalogue'])).toBe('saved catalogue');
    expect(rendered).toHaveBeenCalledTimes(rendersBeforeRestore);
    expect(screen.getByText('server hello')).toBeInTheDocument();
    expect(fetchGreeting).not.toHaveBeenCalled();
  });
});
