import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { atomWithValidatedStorage } from './validated-storage';

const schema = z.array(z.string());

describe('atomWithValidatedStorage', () => {
  it('restores a valid stored value at start', () => {
    localStorage.setItem('recentlyViewed', JSON.stringify(['a', 'b']));
    const store = createStore();
    expect(store.get(atomWithValidatedStorage('recentlyViewed', schema, []))).toEqual(['a', 'b']);
  });

  it('drops corrupt JSON without throwing and removes the entry', () => {
    localStorage.setItem('recentlyViewed', '{not json');
    const store = createStore();
    expect(store.get(atomWithValidatedStorage('recentlyViewed', schema, []))).toEqual([]);
    expect(localStorage.getItem('recentlyViewed')).toBeNull();
  });

  it('drops a value of the wrong shape', () => {
    localStorage.setItem('recentlyViewed', JSON.stringify([1, 2, 3]));
    const store = createStore();
    expect(store.get(atomWithValidatedStorage('recentlyViewed', schema, ['x']))).toEqual(['x']);
    expect(localStorage.getItem('recentlyViewed')).toBeNull();
  });

  it('writes changes back to storage and RESET removes the key', () => {
    const store = createStore();
    const value = atomWithValidatedStorage('recentlyViewed', schema, []);
    store.set(value, ['p1']);
    expect(JSON.parse(localStorage.getItem('recentlyViewed') ?? 'null')).toEqual(['p1']);
    store.set(value, RESET);
    expect(localStorage.getItem('recentlyViewed')).toBeNull();
  });
});
