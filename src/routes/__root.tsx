import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadAllStyles, loadAllStylesWhenIdle } from '../app/load-all-styles';
import { PrivateQueryGuard } from '../app/private-query-guard';
import { AppFooter } from '../components/layout/app-footer';
import { AppHeader } from '../components/layout/app-header';
import { RouteProgress } from '../components/layout/route-progress';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { NotFoundPage } from '../components/not-found-page';
import { InstallApp } from '../features/pwa/install-app';
import { OfflineBanner } from '../features/pwa/offline-banner';
import { LogoutFlow } from '../features/order-outbox/logout-flow';
import { OutboxSync } from '../features/order-outbox/outbox-sync';
import { UpdatePrompt } from '../features/pwa/update-prompt';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // Home paints with the first-paint subset of Mantine's styles; every other screen waits for all.
  loader: ({ location }) => (location.pathname === '/' ? undefined : loadAllStyles()),
});

function RootLayout() {
  useEffect(loadAllStylesWhenIdle, []);
  return (
    <>
      <RouteProgress />
      <ScrollToTop />
      <OfflineBanner />
      <UpdatePrompt />
      <PrivateQueryGuard />
      <OutboxSync />
      <LogoutFlow />
      <AppHeader />
      <Box component="main" id="main" mih="60vh">
        <Outlet />
      </Box>
      <AppFooter installApp={<InstallApp />} />
    </>
  );
}
