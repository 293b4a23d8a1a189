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
const FEATURES = path.normalize('src/features');

/** A source file's feature folder (src/features/<name>), or null outside the features. */
function featureOf(file: string): string | null {
  const normal = path.normalize(file);
  const parts = normal.split(path.sep);
  return normal.startsWith(FEATURES) && parts.length > 3 ? parts.slice(0, 3).join(path.sep) : null;
}

// src/app/mantine-styles.ts imports Mantine's CSS per component for every page; a component only
// one feature draws has its stylesheet imported by that feature (its `*-styles.ts`), so the CSS
// loads with that feature's code instead of blocking every page's first paint. A component drawn
// without its stylesheet renders unstyled, which no type check notices.
describe('Mantine styles', () => {
  const files = sources('src');
  const everywhere = new Set(styledIn(APP_STYLES));
  /** Component → the feature folders that import its stylesheet themselves. */
  const byFeature = new Map<string, Set<string>>();
  for (const file of files.filter((f) => path.normalize(f) !== path.normalize(APP_STYLES))) {
    const feature = featureOf(file);
    for (const name of styledIn(file)) {
      if (!feature) throw new Error(`${file} imports Mantine styles outside a feature folder`);
      byFeature.set(name, (byFeature.get(name) ?? new Set()).add(feature));
    }
  }

  it('every component the app draws has its stylesheet, for every page or with its feature', () => {
    const used = files.flatMap((file) => mantineImports(file).map((name) => ({ file, name })));
    const unstyled = used
      .filter(({ name }) => existsSync(path.join(STYLES, `${name}.layer.css`)))
      .filter(({ file, name }) => {
        if (everywhere.has(name)) return false;
        const feature = featureOf(file);
        return feature === null || !byFeature.get(name)?.has(feature);
      })
      .map(({ file, name }) => `${file}: ${name}`);
    expect(new Set(used.map(({ name }) => name)).size).toBeGreaterThan(20);
    expect(unstyled).toEqual([]);
  });

  it('features load some of the styles, none of them also loaded for every page', () => {
    expect(byFeature.size).toBeGreaterThan(5);
    expect([...byFeature.keys()].filter((name) => everywhere.has(name))).toEqual([]);
  });

  it('every stylesheet for every page belongs to a component the app draws', () => {
    const used = new Set(files.flatMap(mantineImports));
    // Mantine's base styles, and components the app draws only as parts of others: Modal and
    // Drawer are built on ModalBase and Overlay, TextInput and the rest on Input, Checkbox, Radio
    // and Switch on InlineInput, NativeSelect's chevron is Combobox's, @mantine/notifications
    // draws Notification.
    const parts = new Set([
      ...['baseline', 'default-css-variables', 'global'],
      ...['ModalBase', 'Overlay', 'Input', 'InlineInput', 'Combobox', 'Notification'],
    ]);
    const unused = [...everywhere].filter((name) => !used.has(name) && !parts.has(name));
    expect(unused).toEqual([]);
  });
});
