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
      const relative = (id: string) => (id.startsWith(root) ? id.slice(root.length + 1) : id);
      const modules: Record<string, string[]> = {};
      // Bytes of code each module adds to its chunk before minifying: the bundle report ranks
      // what a first load carries by package, to show where the kilobytes are.
      const sizes: Record<string, number> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        modules[item.fileName] = item.moduleIds.map(relative);
        for (const [id, info] of Object.entries(item.modules)) {
          sizes[relative(id)] = info.renderedLength;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(modules, null, 1)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-sizes.json',
        source: `${JSON.stringify(sizes, null, 1)}\n`,
      });
    },
  };
}
