import type { StaticDataRouteOption } from '@tanstack/react-router';

interface NamedMatch {
  staticData?: StaticDataRouteOption;
  params: unknown;
}

/** The name a route gives its page (`staticData.title`), for the match's own params. */
export function pageName(match: NamedMatch | undefined): string | undefined {
  const title = match?.staticData?.title;
  return typeof title === 'function' ? title(match?.params as Record<string, string>) : title;
}
