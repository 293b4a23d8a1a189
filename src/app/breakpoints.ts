/**
 * Mantine's breakpoints (theme.ts), on their own so image `sizes` (grid-image-sizes.ts) can read
 * them without bringing the theme into every chunk that draws a card.
 */
export const BREAKPOINTS = { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' } as const;
