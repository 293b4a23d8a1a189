import { describe, expect, it } from 'vitest';
import { catalogueEtag, etagMatches } from './catalogue-etag';

describe('catalogue ETags', () => {
  it('never give two keys one name, even keys a 32-bit hash confuses', async () => {
    // Both pairs collide under FNV-1a 32, which named answers before: a Host chosen to collide
    // with the shop's origin shared the name of the shop's kept compressed catalogue.
    for (const [a, b] of [
      ['costarring', 'liquid'],
      ['declinate', 'macallums'],
    ] as const) {
      expect(await catalogueEtag(7, a)).not.toBe(await catalogueEtag(7, b));
    }
  });

  it('name the version and compare weakly', async () => {
    const tag = await catalogueEtag(12, 'http://127.0.0.1:3000 all:1:15');
    expect(tag).toMatch(/^W\/"c12-[A-Za-z0-9+/]+"$/);
    expect(tag).toBe(await catalogueEtag(12, 'http://127.0.0.1:3000 all:1:15'));
    expect(tag).not.toBe(await catalogueEtag(13, 'http://127.0.0.1:3000 all:1:15'));
    expect(etagMatches(tag.slice(2), tag)).toBe(true);
  });
});
