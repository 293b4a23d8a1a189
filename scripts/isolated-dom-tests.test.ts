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
// vi.mock there would stay replaced, or stay real, for the files after. Such a file runs in the
// isolated project, which its name selects.
describe('dom test files that replace modules', () => {
  it('are named *.isolated.test.ts(x), and only they are', () => {
    const files = testFiles('src');
    const mocking = files.filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
    );
    const isolated = files.filter((file) => /\.isolated\.test\.tsx?$/.test(file));
    expect(mocking.sort()).toEqual(isolated.sort());
    expect(isolated.length).toBeGreaterThan(0);
  });
});
