import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH, listedImageWidth } from './image-widths';

describe('listed image widths', () => {
  it('rounds a width up to the next listed one, and caps at the largest', () => {
    expect(listedImageWidth(1)).toBe(160);
    expect(listedImageWidth(160)).toBe(160);
    expect(listedImageWidth(161)).toBe(320);
    expect(listedImageWidth(700)).toBe(960);
    expect(listedImageWidth(4000)).toBe(LARGEST_IMAGE_WIDTH);
    expect(IMAGE_WIDTHS.at(-1)).toBe(LARGEST_IMAGE_WIDTH);
  });
});
