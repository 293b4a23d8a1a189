import './mantine-first-paint-styles';
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { DeferredNotifications } from './deferred-notifications';
import { persistOptions } from './query-persistence';
import type { AppRouter } from './router';
import { appStore } from '../state/app-store';
import { cssVariablesResolver, theme } from './theme';
import { SessionExpiryHandler } from './session-expiry-handler';
import { ServiceWorkerRegistrar } from '../features/pwa/service-worker-registrar';

interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
  /** The production shop registers its service worker; mock mode (MSW's worker) does not. */
  serviceWorker?: boolean;
}

export function App({ queryClient, router, serviceWorker = false }: AppProps) {
  return (
    <JotaiProvider store={appStore}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DeferredNotifications />
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <SessionExpiryHandler router={router} />
          {serviceWorker && <ServiceWorkerRegistrar />}
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      </MantineProvider>
    </JotaiProvider>
  );
}
