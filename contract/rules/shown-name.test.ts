import { describe, expect, it } from 'vitest';
import { shownName } from './shown-name';

describe('shownName', () => {
  it('shows the right word for the spec misspelled values, and every other value as it is', () => {
    expect(shownName('Perfum Oil')).toBe('Perfume Oil');
    expect(shownName('Lataffa')).toBe('Lattafa');
    expect(shownName('jimmy Choo')).toBe('Jimmy Choo');
    expect(shownName('Dior')).toBe('Dior');
    expect(shownName('constructor')).toBe('constructor');
  });
});
