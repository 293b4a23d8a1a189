import { mantineHtmlProps } from '@mantine/core';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppProviders } from './app-providers';

/**
 * The page around every screen. Server-rendered pages are the whole document, with the head the
 * routes declare and the router's scripts (the hydration data and the client entry). The
 * client-rendered shell (offline fallback, mock mode, tests) draws into index.html's #root; its
 * head tags are hoisted into <head> by React.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  const { rendersDocument } = useRouter().options.context;
  if (!rendersDocument) {
    return (
      <AppProviders>
        <HeadContent />
        {children}
      </AppProviders>
    );
  }
  return (
    <html lang="en-NG" {...mantineHtmlProps}>
      <head>
        <HeadContent />
      </head>
      <body>
        <AppProviders>{children}</AppProviders>
        <Scripts />
      </body>
    </html>
  );
}
