import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// The dom project shares one module graph per worker (vite.config.ts): a module replaced with
// vi.mock there would stay replaced, or stay real, for the files after, and vi.resetModules would
// give the files after a second copy of the app's stores. Such a file runs in the isolated
// project, which its name selects. (So does a file that needs modules fresh for another reason,
// such as a promise that settles once a page: src/app/early-clicks.isolated.test.tsx.)
describe('dom test files that replace or reload modules', () => {
  it('are named *.isolated.test.ts(x)', () => {
    const files = testFiles('src');
    const reloading = files.filter((file) =>
      /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')),
    );
    const isolated = new Set(files.filter((file) => /\.isolated\.test\.tsx?$/.test(file)));
    expect(reloading.length).toBeGreaterThan(0);
    expect(reloading.filter((file) => !isolated.has(file))).toEqual([]);
  });
});
