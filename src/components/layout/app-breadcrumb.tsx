import { Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { breadcrumbFromPath } from '../../../contract/rules/breadcrumb';
import { productQueryOptions } from '../../api/products';
import { pageName } from '../../app/page-name';

type AppRouter = ReturnType<typeof useRouter>;

/**
 * Whether a crumb's path is a page of its own. Paths such as /detail or /dashboard are only
 * prefixes of real pages: their crumbs are plain text, never links to the 404 page.
 */
function isPage(router: AppRouter, href: string) {
  const routes = router.routesByPath as Record<string, { children?: unknown } | undefined>;
  if (routes[`${href}/`]) return true;
  const route = routes[href];
  return route !== undefined && !route.children;
}

/** /detail/{id}: the product's id as a path segment, but its name once the page has it. */
function useProductName() {
  const id = useRouterState({
    select: (s) => {
      const match = s.matches.find((m) => m.routeId === '/detail/$id');
      return match ? (match.params as { id?: string }).id : undefined;
    },
  });
  // Reads what the product page loads; never fetches by itself.
  const { data } = useQuery({ ...productQueryOptions(id ?? ''), enabled: false });
  return id ? data?.name : undefined;
}

/**
 * A page named by an id (an order, a receipt, a message, a payment) ends with the name its route
 * gives it, never the id itself.
 */
function useIdPageName() {
  return useRouterState({
    select: (s) => {
      const last = s.matches.at(-1);
      return last?.routeId.includes('$') ? pageName(last) : undefined;
    },
  });
}

/** Home › segment › segment, built from the path; not shown on Home itself. */
export function AppBreadcrumb() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const productName = useProductName();
  const idPageName = useIdPageName();
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
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          if (last) {
            return (
              <Text key={crumb.href} size="sm" c="dimmed" aria-current="page" lineClamp={1}>
                {productName ?? idPageName ?? crumb.label}
              </Text>
            );
          }
          if (!isPage(router, crumb.href)) {
            return (
              <Text key={crumb.href} size="sm" c="dimmed">
                {crumb.label}
              </Text>
            );
          }
          return (
            <Anchor key={crumb.href} href={crumb.href} onClick={follow(crumb.href)} size="sm">
              {crumb.label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </Container>
  );
}
