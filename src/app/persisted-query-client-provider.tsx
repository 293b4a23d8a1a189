import { IsRestoringProvider } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onSuccess?: () => unknown;
  /**
   * Whether queries wait for the saved cache (the library's behaviour): where the app starts
   * with no answers (the offline shell, mock mode). A server's page holds its own answers, so its
   * queries do not: then the restore's end changes nothing they read and redraws nothing (as a
   * flag every query reads, it redrew each query's screen once more after hydration: the whole
   * listing, about 1,000 components). A saved answer still lands in the cache where it is newer.
   */
  queriesWait?: boolean;
  children: ReactNode;
};

/**
 * The library's PersistQueryClientProvider, with one difference: the end of restoring is a
 * transition. Its end changes the restoring flag every query reads, so React redraws every
 * query's component; the library's plain state update makes that one task a phone cannot
 * interrupt, and one that hydrates, in the same task, any part of a server page whose code was
 * still loading (a changed context above a part not yet hydrated forces it: home's lower
 * sections, 17 ms unthrottled and about 70 ms of Lighthouse's blocking time on a phone). As a
 * transition React draws it in slices between which the browser answers taps.
 *
 * The QueryClientProvider itself is the router's (see AppProviders).
 */
export function PersistedQueryClientProvider({
  client,
  persistOptions,
  onSuccess,
  queriesWait = true,
  children,
}: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess });
  const restoreStarted = useRef(false);

  useEffect(() => {
    latest.current = { persistOptions, onSuccess };
  });

  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      // Like the library: onSuccess runs even when nothing was restored, and the flag flips
      // whatever happened (a failed restore leaves the cache as the page brought it).
      void persistQueryClientRestore(options)
        .then(() => latest.current.onSuccess?.())
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(options);
  }, [client, isRestoring]);

  return <IsRestoringProvider value={queriesWait && isRestoring}>{children}</IsRestoringProvider>;
}
