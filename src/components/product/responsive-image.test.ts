import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image';

const stored = 'https://shop.example/api/v1/images/0d9c7a52-3b1e-4c55-9a53-3f5f8c1e2a10';

describe('responsive image', () => {
  it('lists every width the API makes for a stored image', () => {
    const props = responsiveImage(stored, '64px');
    expect(props.sizes).toBe('64px');
    expect(props.src).toBe(`${stored}?w=640`);
    expect(props.srcSet?.split(', ')).toContain(`${stored}?w=160 160w`);
    expect(props.srcSet?.split(', ').at(-1)).toBe(`${stored}?w=1600 1600w`);
  });

  it('leaves drawings and local previews with their one src', () => {
    const placeholder = 'https://shop.example/api/v1/images/placeholder/rose.svg';
    expect(responsiveImage(placeholder, '64px')).toEqual({ src: placeholder });
    expect(responsiveImage('blob:https://shop.example/1', '64px')).toEqual({
      src: 'blob:https://shop.example/1',
    });
    expect(responsiveImage(undefined, '64px')).toEqual({ src: undefined });
  });
});
