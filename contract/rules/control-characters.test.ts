import { describe, expect, it } from 'vitest';
import { containsControlCharacters, hasControlCharacters } from './control-characters';

describe('control characters in text', () => {
  it('refuses NUL and the other C0 controls but tabs and line breaks', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('bell\u0007')).toBe(true);
    expect(hasControlCharacters('\u001b[31mred')).toBe(true);
    expect(hasControlCharacters('line one\r\nline two\tend')).toBe(false);
    expect(hasControlCharacters('Ọlá ₦25,000 — café')).toBe(false);
  });

  it('refuses half a UTF-16 pair, but not a whole one', () => {
    expect(hasControlCharacters('Sisi \ud800')).toBe(true);
    expect(hasControlCharacters('\udc00 alone')).toBe(true);
    expect(hasControlCharacters(JSON.parse('"a\\ud83d b"') as string)).toBe(true);
    expect(hasControlCharacters('perfume 🌸 \ud83c\udf38')).toBe(false);
  });

  it('finds one anywhere in a body: nested values, keys, file names', () => {
    expect(containsControlCharacters({ shipping: { phone: ['080', 'x\u0000'] } })).toBe(true);
    expect(containsControlCharacters({ 'na\u0000me': 'x' })).toBe(true);
    expect(containsControlCharacters({ image: new File(['x'], 'a\u0000.png') })).toBe(true);
    expect(containsControlCharacters({ name: 'Ada', qty: 2, ok: true, none: null })).toBe(false);
  });
});
