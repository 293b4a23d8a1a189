import type { SimpleGridProps } from '@mantine/core';
import { BREAKPOINTS } from '../../app/breakpoints';

type Breakpoint = keyof typeof BREAKPOINTS;
const WIDEST_FIRST: Breakpoint[] = ['xl', 'lg', 'md', 'sm', 'xs'];

const share = (columns: number) => `${Math.ceil(100 / Math.max(1, columns))}vw`;

/**
 * The `sizes` of a card image in a grid of `cols` columns (Mantine's responsive value): one
 * column's share of the viewport at each breakpoint. Margins, gaps and a filter sidebar make the
 * real card a little narrower, so the browser errs towards the sharper of two widths.
 */
export function gridImageSizes(cols: SimpleGridProps['cols']): string {
  if (typeof cols === 'number') return share(cols);
  if (!cols) return '100vw';
  const conditions = WIDEST_FIRST.flatMap((bp) => {
    const columns = cols[bp];
    return typeof columns === 'number' ? [`(min-width: ${BREAKPOINTS[bp]}) ${share(columns)}`] : [];
  });
  const base = typeof cols.base === 'number' ? cols.base : 1;
  return [...conditions, share(base)].join(', ');
}
