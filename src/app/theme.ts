import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
});
