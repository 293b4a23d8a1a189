import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { UNDRAWN_PALETTES, undrawnPalettes } from './undrawn-palettes';

const run = async (css: string) =>
  (await postcss([undrawnPalettes()]).process(css, { from: undefined })).css;

const names = UNDRAWN_PALETTES.join('|');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the stylesheets keep only the palettes the shop draws with', () => {
  it("drops an undrawn palette's variables and keeps every other declaration", async () => {
    const css = await run(`:root {
  --mantine-color-violet-0: #f3f0ff;
  --mantine-color-violet-filled: var(--mantine-color-violet-6);
  --mantine-color-plum-8: #6b2d5c;
  --mantine-color-red-light: rgba(250, 82, 82, 0.1);
  --mantine-color-violetish: #f00;
}
:root { --mantine-color-cyan-text: #15aabf; }`);
    expect(css).not.toMatch(/violet-|cyan/);
    expect(css).toContain('--mantine-color-plum-8: #6b2d5c');
    expect(css).toContain('--mantine-color-red-light');
    expect(css).toContain('--mantine-color-violetish');
  });

  it("leaves none of Mantine's stylesheets pointing at a dropped variable", async () => {
    const styles = path.resolve('node_modules/@mantine/core/styles');
    const files = readdirSync(styles).filter((file) => file.endsWith('.css'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const css = await run(readFileSync(path.join(styles, file), 'utf8'));
      expect(css, file).not.toMatch(new RegExp(`--mantine-color-(?:${names})-`));
    }
  });

  it('no screen names an undrawn palette', () => {
    // A colour prop ('violet', "violet.6") or a variable of one: either would draw nothing.
    const named = new RegExp(`['"\`](?:${names})(?:\\.\\d)?['"\`]|--mantine-color-(?:${names})-`);
    const offenders = ['src', 'contract', 'server']
      .flatMap((dir) => sourceFiles(path.resolve(dir)))
      .filter((file) => named.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
