import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createQueryClient } from '../app/query-client';
import { createAppRouter, type AppRouterOptions } from '../app/router';
import { appStore } from '../state/app-store';
import { cssVariablesResolver, theme } from '../app/theme';

function Shell({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        {children}
      </MantineProvider>
    </JotaiProvider>
  );
}

/** Renders a component inside the app's providers (no router). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  const result = render(
    <Shell>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </Shell>,
  );
  return { ...result, queryClient };
}

/** Renders a component that links (a product card) inside the providers and a one-page router. */
export function renderWithRouter(ui: ReactNode) {
  const queryClient = createQueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <Shell>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </Shell>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { ...render(<RouterProvider router={router} />), router, queryClient };
}

/**
 * Renders the whole app at a path, with the real route tree and an in-memory history.
 * `extraContext` adds to the router context, e.g. what a server render would provide.
 */
export function renderRoute(path: string, extraContext?: Partial<AppRouterOptions>) {
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    rendersDocument: false,
    origin: window.location.origin,
    ...extraContext,
  });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  // The root route brings the app's providers itself (src/app/app-providers.tsx).
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, queryClient };
}
