import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const STYLES = 'node_modules/@mantine/core/styles';

// src/app/mantine-styles.ts imports Mantine's CSS per component: a component drawn without its
// stylesheet renders unstyled, which no type check notices.
describe('Mantine styles', () => {
  it('every component the app imports from @mantine/core has its stylesheet imported', () => {
    const listed = readFileSync('src/app/mantine-styles.ts', 'utf8');
    const used = new Set(
      sources('src').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)]
          .flatMap((match) => (match[1] ?? '').split(','))
          .map((name) => name.trim())
          .filter((name) => /^[A-Z]/.test(name)),
      ),
    );
    const missing = [...used].filter(
      (name) =>
        existsSync(path.join(STYLES, `${name}.layer.css`)) &&
        !listed.includes(`@mantine/core/styles/${name}.layer.css`),
    );
    expect(used.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
