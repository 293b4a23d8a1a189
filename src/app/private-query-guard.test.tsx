import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { RESET } from 'jotai/utils';
import { describe, expect, it } from 'vitest';
import { authAtom } from '../state/auth-atoms';
import { restoreStoredState } from '../state/restored-storage';
import { PrivateQueryGuard } from './private-query-guard';
import { sampleSession } from '../../contract/test-support/sample-session';

const session = sampleSession();

describe('PrivateQueryGuard', () => {
  it("keeps the user's answers and waiting orders through the session's restore, drops them at logout", async () => {
    localStorage.setItem('auth', JSON.stringify(session));
    // A server-rendered page hydrating: its store does not hold the stored session yet.
    const store = createStore();
    const client = new QueryClient();
    client.setQueryData(['orders', 'u1'], ['order-1']);
    client.getMutationCache().build(client, { mutationKey: ['place-order'] });
    render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={client}>
          <PrivateQueryGuard />
        </QueryClientProvider>
      </JotaiProvider>,
    );
    await act(() => restoreStoredState(store));
    expect(store.get(authAtom)?.user._id).toBe('u1');
    expect(client.getQueryData(['orders', 'u1'])).toEqual(['order-1']);
    expect(client.getMutationCache().getAll()).toHaveLength(1);

    act(() => store.set(authAtom, RESET));
    await waitFor(() => expect(client.getQueryData(['orders', 'u1'])).toBeUndefined());
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });
});
