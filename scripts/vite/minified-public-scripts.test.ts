import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { minifyClassicScript } from './minified-public-scripts';

const read = (name: string) => readFileSync(`public/${name}`, 'utf8');

describe('the scripts of public/ that ship minified', () => {
  // Each with the names the page and the app share (the server's HTML, src/app/early-clicks.ts,
  // the stored keys): never renamed.
  for (const [name, shared] of [
    ['start-after-paint.js', ['data-entry', 'data-app-modules', 'data-run-first']],
    [
      'early-taps.js',
      [
        'earlyTaps',
        'pageHydrated',
        'data-late-hydration',
        'data-submit-on-change',
        'data-viewed-product',
        'recentlyViewedPending',
      ],
    ],
  ] as const) {
    it(`shrinks ${name} and keeps the names the page and the app share`, async () => {
      const source = read(name);
      const code = await minifyClassicScript(name, source, 'es2022');
      expect(gzipSync(code).length).toBeLessThan(gzipSync(source).length * 0.6);
      for (const kept of shared) expect(code).toContain(kept);
      expect(code).not.toContain('// ');
    });
  }

  it('fails the build on a script that does not parse, naming it', async () => {
    await expect(minifyClassicScript('broken.js', 'function (', 'es2022')).rejects.toThrow(
      /broken\.js/,
    );
  });
});
