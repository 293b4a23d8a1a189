import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseSearch } from './search-params';
import { boundedStringSearch, searchText } from './string-search';

describe('boundedStringSearch', () => {
  const orderSearch = boundedStringSearch({
    id: { min: 1, max: 5 },
    queued: { min: 1, max: 8 },
  });

  it('keeps the named keys whose text is within bounds, and nothing else', () => {
    expect(orderSearch(parseSearch('?id=abc&queued=k-1&utm_source=mail'))).toEqual({
      id: 'abc',
      queued: 'k-1',
    });
    expect(orderSearch({})).toEqual({});
  });

  it('reads empty or over-long text as absent, each key against its own bound', () => {
    expect(orderSearch(parseSearch('?id=&queued=12345678'))).toEqual({ queued: '12345678' });
    expect(orderSearch(parseSearch('?id=123456&queued=123456789'))).toEqual({});
    expect(orderSearch({ id: '12345' })).toEqual({ id: '12345' });
    // Characters, not UTF-16 units: five emoji fit a bound of five, six do not.
    expect(orderSearch({ id: '🌹'.repeat(5) })).toEqual({ id: '🌹🌹🌹🌹🌹' });
    expect(orderSearch({ id: '🌹'.repeat(6) })).toEqual({});
  });

  it('reads a repeated key, a number or other junk as absent', () => {
    expect(orderSearch(parseSearch('?id=a&id=b'))).toEqual({});
    expect(orderSearch(defaultParseSearch('?id=42'))).toEqual({});
    expect(orderSearch({ id: null, queued: { key: 'x' } })).toEqual({});
  });

  it('keeps empty text when the bounds allow it', () => {
    const loginSearch = boundedStringSearch({ redirect: { min: 0, max: Infinity } });
    expect(loginSearch(parseSearch('?redirect='))).toEqual({ redirect: '' });
    expect(loginSearch({ redirect: '/account/orders?page=2' })).toEqual({
      redirect: '/account/orders?page=2',
    });
    expect(loginSearch({ redirect: ['/a', '/b'] })).toEqual({});
  });
});

describe('searchText', () => {
  it('keeps text as typed, spaces and all', () => {
    expect(searchText(parseSearch('?keyword=oud+%26+musk').keyword)).toBe('oud & musk');
    expect(searchText(' rose ')).toBe(' rose ');
  });

  it('reads a number back as its text', () => {
    const parsed: Record<string, unknown> = defaultParseSearch('?keyword=212');
    expect(parsed.keyword).toBe(212);
    expect(searchText(parsed.keyword)).toBe('212');
    expect(searchText(5.5)).toBe('5.5');
  });

  it('reads an absent keyword, a repeated one or other junk as no keyword', () => {
    expect(searchText(undefined)).toBe('');
    expect(searchText(parseSearch('?keyword=a&keyword=b').keyword)).toBe('');
    expect(searchText(true)).toBe('');
    expect(searchText(null)).toBe('');
  });
});
