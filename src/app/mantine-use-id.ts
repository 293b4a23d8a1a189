import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' useId in the browser's bundles (scripts/vite/mantine-stable-id.ts).
 *
 * Mantine's draws a component with an id made from React's useId, then replaces it with a random
 * one from a layout effect: every Checkbox, input, accordion and menu renders a second time,
 * synchronously, right after it mounts. After hydration that is one long task the phone cannot
 * interrupt (the listing's filter checkboxes), and every such id in the server's HTML rewritten.
 * React's useId is already unique in the page and the same on the server and in the browser, so
 * its id is kept: the same string Mantine's first render gives, so a page the server drew with
 * Mantine's own hook (the dev server's, or Vitest's) hydrates unchanged.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
