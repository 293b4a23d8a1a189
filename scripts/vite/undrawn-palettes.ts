import type { Declaration, Plugin } from 'postcss';

/**
 * Mantine's palettes the shop never draws with. Mantine's stylesheet defines 18 variables for each
 * of its 14 palettes; these five are named by no screen (scripts/vite/undrawn-palettes.test.ts
 * checks the sources), and their variables were 0.7 KB of the compressed render-blocking
 * stylesheet. Drawing with one again means taking it off this list.
 */
export const UNDRAWN_PALETTES = ['cyan', 'grape', 'lime', 'pink', 'violet'] as const;

const UNDRAWN_VARIABLE = new RegExp(`^--mantine-color-(?:${UNDRAWN_PALETTES.join('|')})-`);

/** Drops the definitions of the undrawn palettes' colour variables from the app's stylesheets. */
export function undrawnPalettes(): Plugin {
  return {
    postcssPlugin: 'fragrancehub-undrawn-palettes',
    Declaration(declaration: Declaration) {
      if (!UNDRAWN_VARIABLE.test(declaration.prop)) return;
      const rule = declaration.parent;
      declaration.remove();
      if (rule?.nodes?.length === 0) rule.remove();
    },
  };
}
