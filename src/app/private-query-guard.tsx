import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sessionUserAtom } from '../state/auth-atoms';
import { storedStateRestoredAtom } from '../state/restored-storage';
import { isPrivateQueryKey } from './private-queries';
import { persistQueryCache } from './query-persistence';

/**
 * The session ended or changed hands: one user's private answers (and the orders in the mutation
 * cache) must not outlive it, in memory or on disk.
 */
export async function forgetPrivateQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => isPrivateQueryKey(query.queryKey) });
  queryClient.getMutationCache().clear();
  // Private answers are never saved to disk (query-persistence.ts); the saved copy is rewritten
  // all the same, so it matches what is left in memory without waiting for the next change.
  await persistQueryCache(queryClient);
}

/** Forgets private queries whenever the signed-in user changes (logout, expiry, someone else). */
export function PrivateQueryGuard() {
  const userId = useAtomValue(sessionUserAtom)?._id ?? null;
  const restored = useAtomValue(storedStateRestoredAtom);
  const queryClient = useQueryClient();
  // The user the page started with, known once the stored session is restored: the restore is no
  // change of hands (an order waiting in the mutation cache must survive it).
  const previous = useRef<string | null | undefined>(restored ? userId : undefined);
  useEffect(() => {
    if (!restored) return;
    if (previous.current === undefined) previous.current = userId;
    if (previous.current === userId) return;
    previous.current = userId;
    void forgetPrivateQueries(queryClient);
  }, [restored, userId, queryClient]);
  return null;
}
