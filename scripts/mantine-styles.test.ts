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

/** The components `file` imports from @mantine/core. */
function mantineImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]/.test(name));
}

/** The components whose stylesheets `file` imports. */
function styledIn(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map(
    (match) => match[1] ?? '',
  );
}

const APP_STYLES = 'src/app/mantine-styles.ts';
const ADMIN_STYLES = 'src/features/admin/admin-styles.ts';
const ADMIN_FOLDER = path.normalize('src/features/admin');

// src/app/mantine-styles.ts imports Mantine's CSS per component (and the admin area's own in
// src/features/admin/admin-styles.ts): a component drawn without its stylesheet renders unstyled,
// which no type check notices.
describe('Mantine styles', () => {
  it('every component the app imports from @mantine/core has its stylesheet imported', () => {
    const listed = new Set([...styledIn(APP_STYLES), ...styledIn(ADMIN_STYLES)]);
    const used = new Set(sources('src').flatMap(mantineImports));
    const missing = [...used].filter(
      (name) => existsSync(path.join(STYLES, `${name}.layer.css`)) && !listed.has(name),
    );
    expect(used.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('a component styled only with the admin area is drawn only there', () => {
    const adminOnly = new Set(styledIn(ADMIN_STYLES));
    expect(adminOnly.size).toBeGreaterThan(0);
    const outside = sources('src')
      .filter((file) => !path.normalize(file).startsWith(ADMIN_FOLDER))
      .flatMap((file) => mantineImports(file).map((name) => `${file}: ${name}`))
      .filter((entry) => adminOnly.has(entry.split(': ')[1] ?? ''));
    expect(outside).toEqual([]);
  });
});
