import { describe, expect, it } from 'vitest';
import { sniffImageMime } from './sniff-image';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('sniffImageMime', () => {
  it.each([
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s by its bytes', (mime, data) => {
    expect(sniffImageMime(data)).toBe(mime);
  });

  it.each([
    ['text', bytes('hello, I am x.png')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['empty', bytes()],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
  ])('refuses %s', (_label, data) => {
    expect(sniffImageMime(data)).toBeNull();
  });
});
