import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE, BREAKPOINT_TABLET } from '../../../contract/constants';

const PHONE_QUERY = `(max-width: ${BREAKPOINT_MOBILE}px)`;
const TABLET_QUERY = `(max-width: ${BREAKPOINT_TABLET}px)`;

function widthInBand(phone: boolean, tablet: boolean): number {
  if (phone) return BREAKPOINT_MOBILE;
  if (tablet) return BREAKPOINT_TABLET;
  return BREAKPOINT_TABLET + 1;
}

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
  return widthInBand(useMediaQuery(PHONE_QUERY, true), useMediaQuery(TABLET_QUERY, true));
}

/**
 * The same band, read once outside React: a route's loader starting the queries its page will
 * make at this width. A phone's on the server, which has no viewport.
 */
export function breakpointWidthNow(): number {
  if (typeof window === 'undefined') return BREAKPOINT_MOBILE;
  return widthInBand(matchMedia(PHONE_QUERY).matches, matchMedia(TABLET_QUERY).matches);
}
