import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from '../state/app-store';
import { ServiceWorkerRegistrar } from '../features/pwa/service-worker-registrar';
import { CatalogueFollower } from './catalogue-follower';
import { DeferredNotifications } from './deferred-notifications';
import { PersistedQueryClientProvider } from './persisted-query-client-provider';
import { BrowserStateDrawnMark, useMarkHydrationDone } from './hydration-done';
import { persistOptions, persistQueryCache } from './query-persistence';
import { SessionExpiryHandler } from './session-expiry-handler';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything the screens need around them. The router's query integration already provides the
 * QueryClient; in the browser the persister also restores the saved catalogue from IndexedDB
 * (an app started without the server's answers waits for it, so an offline start shows saved
 * data rather than an error). The server renders without it: it has no IndexedDB, and the
 * provider draws nothing of its own.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { queryClient, serviceWorker, persistCache, rendersDocument } = router.options.context;
  useMarkHydrationDone(queryClient);
  const content = (
    <>
      <BrowserStateDrawnMark />
      <SessionExpiryHandler />
      {!router.isServer && <CatalogueFollower />}
      {serviceWorker && <ServiceWorkerRegistrar />}
      {children}
    </>
  );
  return (
    <JotaiProvider store={appStore}>
      {/* One colour scheme: the stylesheets carry no dark one (scripts/vite/light-scheme-only.ts),
          and a scheme Mantine may have saved in this browser is not read. */}
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
      >
        <DeferredNotifications />
        {router.isServer || !persistCache ? (
          content
        ) : (
          <PersistedQueryClientProvider
            client={queryClient}
            persistOptions={persistOptions}
            // What the server's HTML brought was put in the cache before the persister listened:
            // save it now, so a product opened once is there offline.
            onSuccess={() => void persistQueryCache(queryClient)}
            queriesWait={!rendersDocument}
          >
            {content}
          </PersistedQueryClientProvider>
        )}
      </MantineProvider>
    </JotaiProvider>
  );
}
