import { describe, expect, it } from 'vitest';
import { CHECKOUT_NAME_MAX, ORDER_DESCRIPTION_PREVIEW } from '../constants';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps texts up to the limit as they are', () => {
    expect(truncateText('Sauvage Eau De Parfu', CHECKOUT_NAME_MAX)).toBe('Sauvage Eau De Parfu');
    expect(truncateText('', CHECKOUT_NAME_MAX)).toBe('');
  });

  it('cuts longer texts at the limit and marks the cut', () => {
    expect(truncateText('Sauvage Eau De Parfum 100ml', CHECKOUT_NAME_MAX)).toBe(
      'Sauvage Eau De Parfu…',
    );
    expect(truncateText('x'.repeat(60), ORDER_DESCRIPTION_PREVIEW)).toBe(`${'x'.repeat(50)}…`);
  });

  it('does not leave a trailing space before the mark or split an emoji', () => {
    expect(truncateText('abcd efgh', 5)).toBe('abcd…');
    expect(truncateText('🌹🌹🌹', 2)).toBe('🌹🌹…');
  });
});
