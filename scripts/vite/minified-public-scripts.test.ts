import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { minifyClassicScript } from './minified-public-scripts';

const source = readFileSync('public/start-after-paint.js', 'utf8');

describe('the scripts of public/ that ship minified', () => {
  it('shrinks start-after-paint.js and keeps the names the page and the app share', async () => {
    const code = await minifyClassicScript('start-after-paint.js', source, 'es2022');
    expect(gzipSync(code).length).toBeLessThan(gzipSync(source).length * 0.6);
    // Read by the server's HTML and by src/app/early-clicks.ts: never renamed.
    for (const name of ['data-entry', 'data-app-modules', 'data-run-first', 'takeEarlyClicks']) {
      expect(code).toContain(name);
    }
    expect(code).not.toContain('// ');
  });

  it('fails the build on a script that does not parse, naming it', async () => {
    await expect(minifyClassicScript('broken.js', 'function (', 'es2022')).rejects.toThrow(
      /broken\.js/,
    );
  });
});
