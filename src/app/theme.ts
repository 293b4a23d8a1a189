import {
  Anchor,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { BREAKPOINTS } from './breakpoints';

// A deep plum: shade 7 (the filled button colour) keeps white text above WCAG AA contrast.
const plum: MantineColorsTuple = [
  '#fbeff8',
  '#efdcea',
  '#dfb6d3',
  '#cf8dbb',
  '#c26ba7',
  '#ba559b',
  '#b64a95',
  '#8a3472',
  '#6b2d5c',
  '#55204a',
];

export const theme = createTheme({
  primaryColor: 'plum',
  primaryShade: { light: 8, dark: 6 },
  colors: { plum },
  // System fonts: no web font to download on a slow connection, nothing fetched from a CDN.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  breakpoints: BREAKPOINTS,
  components: {
    // A link inside running text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A scrollable region must be reachable with the keyboard to be scrolled. A plain object, not
    // ScrollArea.extend: importing ScrollArea here would put it (and floating-ui, which it borrows
    // a ref helper from) into every first load, though only filter lists and menus scroll.
    ScrollArea: { defaultProps: { viewportProps: { tabIndex: 0 } } },
  },
});

/**
 * Mantine's light 'dimmed' (gray 6) and placeholder (gray 5) greys fall below WCAG AA contrast on
 * white; shoppers read prices, stock and descriptions in that colour, so darken both. Light
 * variants (badges, soft buttons) print shade 9 on a pale tint, still under 4.5:1 for green and
 * yellow: darken it further.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c737a',
    ...Object.fromEntries(
      Object.keys(resolvedTheme.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9), black 30%)`,
      ]),
    ),
  },
  dark: {},
});
