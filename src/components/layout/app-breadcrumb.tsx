import { Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { breadcrumbFromPath } from '../../../contract/rules/breadcrumb';

/** Home › segment › segment, built from the path; not shown on Home itself. */
export function AppBreadcrumb() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const crumbs = breadcrumbFromPath(pathname);
  if (crumbs.length <= 1) return null;

  // Crumb hrefs are built from any path, so they are not typed routes: push them through the
  // router's history to stay a client-side navigation.
  const follow = (href: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.history.push(href);
  };

  return (
    <Container size="xl" py="xs" component="nav" aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.href} size="sm" c="dimmed" aria-current="page" lineClamp={1}>
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.href} href={crumb.href} onClick={follow(crumb.href)} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Container>
  );
}
