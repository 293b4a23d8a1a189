import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE, BREAKPOINT_TABLET } from '../../../contract/constants';

const READ_NOW = { getInitialValueInEffect: false } as const;

/**
 * A width in the same band as the viewport's (up to 768 px, up to 1024 px, wider), for the
 * spec's rules that size blocks by width; they only ever compare a width with those two
 * breakpoints. Media queries answer from the first render without a layout, where reading
 * window.innerWidth during the first commit forced the browser to lay out the whole page at once
 * (about 45 ms of a slowed phone's first load), and they follow resizes and rotation.
 */
export function useBreakpointWidth(): number {
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE}px)`, undefined, READ_NOW);
  const tablet = useMediaQuery(`(max-width: ${BREAKPOINT_TABLET}px)`, undefined, READ_NOW);
  if (mobile) return BREAKPOINT_MOBILE;
  if (tablet) return BREAKPOINT_TABLET;
  return BREAKPOINT_TABLET + 1;
}
