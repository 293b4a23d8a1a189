import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE, BREAKPOINT_TABLET } from '../../../contract/constants';

/**
 * A width in the same band as the viewport's (up to 768 px, up to 1024 px, wider), for the
 * spec's rules that size blocks by width; they only ever compare a width with those two
 * breakpoints. Media queries follow resizes and rotation without forcing a layout.
 *
 * The server cannot know the width, and the browser's first render must draw what the server
 * did: both start as a phone and the real width applies right after hydration. Phone first
 * because the blocks only grow sideways from there (two cards become four in the same row),
 * where starting wide would remove a row under a phone's reader.
 */
export function useBreakpointWidth(): number {
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE}px)`, true);
  const tablet = useMediaQuery(`(max-width: ${BREAKPOINT_TABLET}px)`, true);
  if (mobile) return BREAKPOINT_MOBILE;
  if (tablet) return BREAKPOINT_TABLET;
  return BREAKPOINT_TABLET + 1;
}
