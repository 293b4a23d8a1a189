import { describe, it, expect } from 'vitest';
import { slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Sauvage Elixir', 'sauvage-elixir'],
    ['Dolce & Gabbana Light Blue', 'dolce-and-gabbana-light-blue'],
    ['  Eau de Café — 100ml!  ', 'eau-de-cafe-100ml'],
    ['CK One 3.4 oz', 'ck-one-3-4-oz'],
    ['---', ''],
    ['香水', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('uniqueSlug', () => {
  it('uses the base slug when free', () => {
    expect(uniqueSlug('Sauvage', () => false)).toBe('sauvage');
  });
  it('adds -2, -3, ... when taken', () => {
    const taken = new Set(['sauvage', 'sauvage-2']);
    expect(uniqueSlug('Sauvage', (s) => taken.has(s))).toBe('sauvage-3');
  });
  it('falls back when the name has no slug characters', () => {
    expect(uniqueSlug('香水', () => false)).toBe('item');
    expect(uniqueSlug('香水', (s) => s === 'product', 'product')).toBe('product-2');
  });
});
