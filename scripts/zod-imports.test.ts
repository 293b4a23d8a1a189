import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// contract/zod.ts configures zod before any schema exists; a direct import would bypass it.
describe('zod imports', () => {
  it('contract/zod.ts is the only zod the app, the API and the mocks build schemas from', () => {
    const direct = ['contract', 'src', 'server', 'mocks']
      .flatMap(sources)
      .filter((file) => path.normalize(file) !== path.normalize('contract/zod.ts'))
      .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
