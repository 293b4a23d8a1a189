import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json: for every emitted chunk, the source modules bundled into
 * it. Vite's manifest names only each chunk's entry module, and Rolldown merges small shared
 * modules into whichever chunk it likes, so the budget check (scripts/check-budgets.mjs) reads
 * this list to see every module a shopper's first load really carries.
 */
export function chunkModules(): Plugin {
  return {
    name: 'fragrancehub:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const modules: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        modules[item.fileName] = item.moduleIds.map((id) =>
          id.startsWith(root) ? id.slice(root.length + 1) : id,
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(modules, null, 1)}\n`,
      });
    },
  };
}
