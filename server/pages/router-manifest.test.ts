import { describe, expect, it } from 'vitest';
import { routerManifestFrom, type ViteManifest } from './router-manifest';

/** The root route's module list and whether the start script runs it before the entry. */
function rootModules(vite: ViteManifest) {
  const [list] = routerManifestFrom(vite).routes.__root__?.scripts ?? [];
  return {
    modules: JSON.parse(String(list?.children ?? '[]')) as string[],
    runFirst: list?.attrs?.['data-run-first'] !== undefined,
  };
}

describe("the entry's chunks", () => {
  it('are listed each after the chunks it imports, to be run in that order', () => {
    expect(
      rootModules({
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_shared.js', '_framework.js'],
        },
        '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js', '_runtime.js'] },
        '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime.js' },
      }),
    ).toEqual({
      modules: ['/assets/runtime.js', '/assets/framework.js', '/assets/shared.js'],
      runFirst: true,
    });
  });

  it('are only preloaded when two of them import each other: the entry then runs them', () => {
    const { modules, runFirst } = rootModules({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
    });
    expect(runFirst).toBe(false);
    expect(modules.toSorted()).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});
