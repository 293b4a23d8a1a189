import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStableId, STABLE_USE_ID } from './mantine-stable-id';

const resolve = (source: string, importer?: string) => {
  const hook = mantineStableId().resolveId;
  if (typeof hook !== 'function') throw new Error('resolveId is not a function');
  return hook.call({} as never, source, importer, { isEntry: false } as never);
};

describe('mantineStableId', () => {
  it("resolves @mantine/hooks' useId to ours, and nothing else", () => {
    const hooksIndex = path.resolve('node_modules/@mantine/hooks/esm/index.mjs');
    expect(resolve('./use-id/use-id.mjs', hooksIndex)).toBe(STABLE_USE_ID);
    expect(resolve('./use-idle/use-idle.mjs', hooksIndex)).toBeNull();
    expect(resolve('./use-id/use-id.mjs', path.resolve('src/main.tsx'))).toBeNull();
    expect(resolve('./use-id/use-id.mjs')).toBeNull();
  });
});
