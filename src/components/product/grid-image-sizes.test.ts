import { describe, expect, it } from 'vitest';
import { gridImageSizes } from './grid-image-sizes';

describe('grid image sizes', () => {
  it("gives each breakpoint one column's share of the viewport, widest first", () => {
    expect(gridImageSizes({ base: 2, md: 3, lg: 4 })).toBe(
      '(min-width: 75em) 25vw, (min-width: 64em) 34vw, 50vw',
    );
    expect(gridImageSizes(3)).toBe('34vw');
  });
});
