import { Box } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { AppRouterOptions } from '../app/router';
import { DeferredIdleWatchers } from '../app/deferred-idle-watchers';
import { pageHead } from '../app/page-head';
import { pageName } from '../app/page-name';
import { PrivateQueryGuard } from '../app/private-query-guard';
import { RootDocument } from '../app/root-document';
import { AppFooter } from '../components/layout/app-footer';
import { AppHeader } from '../components/layout/app-header';
import { RouteProgress } from '../components/layout/route-progress';
import { NotFoundPage } from '../components/not-found-page';
import { DeferredLogoutFlow } from '../features/order-queue/deferred-logout-flow';
import { DataSaverOffer } from '../features/pwa/data-saver-offer';
import { InstallApp } from '../features/pwa/install-app';

export type RouterContext = AppRouterOptions;

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match, matches }) => {
    // An unknown path (HTTP 404): named as such, and kept out of search results.
    const missing = matches.some((m) => m._notFound === true || m.status === 'notFound');
    const page = pageHead({
      title: missing ? 'Page not found' : pageName(matches.at(-1)),
      path: match.pathname,
      origin: match.context.origin,
      noindex: missing,
    });
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
        { name: 'theme-color', content: '#6b2d5c' },
        ...page.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
      ],
    };
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <RouteProgress />
      <DeferredIdleWatchers />
      <PrivateQueryGuard />
      <DeferredLogoutFlow />
      <AppHeader />
      <Box component="main" id="main" mih="60vh">
        <Outlet />
      </Box>
      <AppFooter
        installApp={
          <>
            <InstallApp />
            <DataSaverOffer />
          </>
        }
      />
    </>
  );
}
