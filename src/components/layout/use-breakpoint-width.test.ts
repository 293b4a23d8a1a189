import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { homeBlockSizes, relatedCount } from '../../../contract/constants';
import { breakpointWidthNow, useBreakpointWidth } from './use-breakpoint-width';

const jsdomWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = jsdomWidth;
});

describe('useBreakpointWidth', () => {
  it.each([320, 768, 769, 1024, 1025, 1440])(
    'sizes blocks at a %d px viewport as its real width would',
    (width) => {
      window.innerWidth = width;
      const { result } = renderHook(() => useBreakpointWidth());
      expect(homeBlockSizes(result.current)).toEqual(homeBlockSizes(width));
      expect(relatedCount(result.current)).toBe(relatedCount(width));
      // Read once by a route's loader, before any render: the same band.
      expect(breakpointWidthNow()).toBe(result.current);
    },
  );
});
