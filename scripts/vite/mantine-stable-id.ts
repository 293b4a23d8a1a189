import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module @mantine/hooks' index re-exports its useId from. */
const MANTINE_USE_ID = './use-id/use-id.mjs';
const MANTINE_HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/** Our useId, kept in React's id for the component's life (see the file for why). */
export const STABLE_USE_ID = fileURLToPath(
  new URL('../../src/app/mantine-use-id.ts', import.meta.url),
);

/**
 * Resolves @mantine/hooks' useId, for every Mantine component that imports it, to
 * src/app/mantine-use-id.ts. Used by the builds and by the dev server's dependency bundling
 * (a Rolldown plugin there), where Mantine's components import the hook from the package.
 */
export function mantineStableId(): Plugin {
  return {
    name: 'fragrancehub:mantine-stable-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === MANTINE_USE_ID && importer && MANTINE_HOOKS_INDEX.test(importer)) {
        return STABLE_USE_ID;
      }
      return null;
    },
  };
}
