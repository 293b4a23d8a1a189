import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** A reproducible stream of numbers in [0, 1) (mulberry32). */
function randomNumbers(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomName(random: () => number, alphabet: string, maxLength: number) {
  const length = Math.floor(random() * (maxLength + 1));
  let name = '';
  for (let i = 0; i < length; i++) name += alphabet[Math.floor(random() * alphabet.length)];
  return name;
}

describe('compareNames', () => {
  it('orders names as the default collation does, case aside', () => {
    const names = [
      'Zara Rose',
      'dior Sauvage',
      'Dolce & Gabbana',
      'Dior J’adore',
      'armani code',
      'Ámbar',
      'Gucci 2',
      'Gucci 10',
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
    expect(compareNames('CHANEL', 'chanel')).toBe(0);
    expect(compareNames('Élan', 'elan')).toBe(0);
  });

  it('agrees with Intl.Collator on every plain ASCII name, punctuation included', () => {
    const random = randomNumbers(46);
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
    for (let i = 0; i < 20_000; i++) {
      // Short names over a small alphabet share prefixes often, so the tails are compared too.
      const alphabet = i % 2 === 0 ? ascii : 'aA b-&.1';
      const a = randomName(random, alphabet, 6);
      const b = randomName(random, alphabet, 6);
      expect(Math.sign(compareNames(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
        Math.sign(collator.compare(a, b)),
      );
    }
  });

  it('leaves names with other characters to the collator: accents, tabs, combining marks', () => {
    const cases: [string, string][] = [
      ['Ana', 'Ana\u0301'],
      ['Ana\t', 'Ana'],
      ['Öl', 'Ol'],
      ['Zoë', 'Zoe 2'],
      ['Ámbar', 'Amber'],
    ];
    for (const [a, b] of cases) {
      expect(Math.sign(compareNames(a, b))).toBe(Math.sign(collator.compare(a, b)));
    }
  });
});
