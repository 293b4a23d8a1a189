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
const APP_STYLES = path.normalize('src/app/mantine-styles.ts');

/**
 * What a component draws with besides its own stylesheet (read in its source under
 * node_modules/@mantine/core/esm): Modal and Drawer are built on Overlay and ModalBase, Menu and
 * the selects open a Popover, the inputs with a dropdown draw Combobox's options in a ScrollArea
 * (NativeSelect only its chevron), Checkbox, Radio and Switch are InlineInputs, a Table scrolls
 * in a ScrollArea, SegmentedControl slides a FloatingIndicator, @mantine/notifications draws
 * Notification.
 */

/**
 * Parts whose classes sit on the same element as those of the component built on them (a Menu's
 * dropdown is a Popover's, a Drawer's content ModalBase's, a Checkbox's root InlineInput's): the
 * component's rule must come after the part's. Vite links a chunk's own stylesheet before those of
 * the chunks it imports, so a part shared by two lazily loaded chunks (a stylesheet of its own)
 * would come after them, and a Menu's dropdown took the Popover's padding: these stay in the
 * stylesheet for every page.
 */
const SAME_ELEMENT_PARTS = ['Overlay', 'ModalBase', 'Popover', 'Input', 'InlineInput'];
const PARTS: Record<string, readonly string[]> = {
  Drawer: ['Overlay', 'ModalBase'],
  Modal: ['Overlay', 'ModalBase'],
  Menu: ['Popover'],
  Select: ['ScrollArea', 'Input', 'Popover', 'Combobox'],
  MultiSelect: ['ScrollArea', 'Input', 'Popover', 'Combobox', 'Pill', 'PillsInput'],
  Table: ['ScrollArea'],
  SegmentedControl: ['FloatingIndicator'],
  NativeSelect: ['Input', 'Combobox'],
  TextInput: ['Input'],
  PasswordInput: ['Input'],
  NumberInput: ['Input'],
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
  Notifications: ['Notification'],
};

/** The components `file` imports from a Mantine package that draws them. */
function mantineImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import \{([^}]+)\} from '@mantine\/(core|notifications)'/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]/.test(name));
}

/** The stylesheets `file` imports itself, in order (a component's after its parts). */
function styledIn(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The stylesheets `file` loads: its own, and those of the `./*-styles` modules it imports. */
function loadedBy(file: string): string[] {
  const stylesModules = [...readFileSync(file, 'utf8').matchAll(/^import '(\.\/[\w-]+-styles)';/gm)]
    .map((match) => path.join(path.dirname(file), `${match[1]}.ts`))
    .filter((module) => path.normalize(module) !== APP_STYLES);
  return [...stylesModules.flatMap(styledIn), ...styledIn(file)];
}

/** The stylesheets a component needs, its parts' first (only those Mantine ships). */
function stylesheetsOf(name: string): string[] {
  return [...(PARTS[name] ?? []), name].filter((sheet) =>
    existsSync(path.join(STYLES, `${sheet}.layer.css`)),
  );
}

// src/app/mantine-styles.ts imports Mantine's CSS per component for every page: the
// render-blocking stylesheet. A component the home page does not draw at once (a menu opened by
// a tap, a listing's filters, a dialog) has its stylesheet imported where it is drawn, directly
// or through a `*-styles.ts` module beside it, so the CSS loads with that code (Vite waits for a
// lazy chunk's CSS before running it; the server links a route's stylesheets in its HTML).
// A component drawn without its stylesheet renders unstyled, which no type check notices.
describe('Mantine styles', () => {
  // src/test/ holds the component tests' wrappers: jsdom draws no CSS.
  const files = sources('src').filter((file) => !file.startsWith(path.normalize('src/test/')));
  const everywhere = new Set(styledIn(APP_STYLES));

  it('every component the app draws has its stylesheets, for every page or where it is drawn', () => {
    const problems: string[] = [];
    for (const file of files.filter((f) => path.normalize(f) !== APP_STYLES)) {
      const loaded = loadedBy(file);
      for (const name of mantineImports(file)) {
        const needed = stylesheetsOf(name).filter((sheet) => !everywhere.has(sheet));
        for (const sheet of needed) {
          if (!loaded.includes(sheet)) problems.push(`${file}: ${name} lacks ${sheet}.layer.css`);
        }
        // Within Mantine's layer the later of two equally specific rules wins: parts first.
        const order = needed.map((sheet) => loaded.indexOf(sheet));
        if (order.some((at, i) => i > 0 && at < (order[i - 1] ?? -1))) {
          problems.push(`${file}: ${name}'s stylesheets load in the wrong order`);
        }
      }
    }
    expect(files.flatMap(mantineImports).length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('a stylesheet loaded for every page is not imported again where it is drawn', () => {
    const again = files
      .filter((f) => path.normalize(f) !== APP_STYLES)
      .flatMap((file) =>
        styledIn(file)
          .filter((name) => everywhere.has(name))
          .map((n) => n),
      );
    expect(files.filter((f) => styledIn(f).length > 0).length).toBeGreaterThan(5);
    expect(again).toEqual([]);
  });

  it('a file imports a `*-styles` module only when it draws something that module styles', () => {
    const needless = files.flatMap((file) => {
      const drawn = new Set(mantineImports(file).flatMap(stylesheetsOf));
      return [...readFileSync(file, 'utf8').matchAll(/^import '(\.\/[\w-]+-styles)';/gm)]
        .map((match) => path.join(path.dirname(file), `${match[1]}.ts`))
        .filter((module) => path.normalize(module) !== APP_STYLES)
        .filter((module) => !styledIn(module).some((sheet) => drawn.has(sheet)))
        .map((module) => `${file} imports ${module}`);
    });
    expect(needless).toEqual([]);
  });

  it('the parts drawn on the same element as a component are in the stylesheet for every page', () => {
    expect(SAME_ELEMENT_PARTS.filter((part) => !everywhere.has(part))).toEqual([]);
  });

  it('every stylesheet for every page belongs to a component the app draws', () => {
    const used = new Set(files.flatMap(mantineImports).flatMap(stylesheetsOf));
    const base = new Set(['baseline', 'default-css-variables', 'global']);
    const unused = [...everywhere].filter((name) => !used.has(name) && !base.has(name));
    expect(unused).toEqual([]);
  });
});
