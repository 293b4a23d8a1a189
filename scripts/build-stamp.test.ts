import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStamp, inputsHash, OUTPUTS, stampMatches, writeStamp } from './build-stamp.mjs';

let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A checkout as the last build left it: its sources added to git, every output there. */
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fragrancehub-build-stamp-'));
  write('.gitignore', 'node_modules/\ndist/\ndist-server/\ndist-ssr/\ndata/\n.env\n');
  write('package.json', '{"name":"shop"}');
  write('src/main.tsx', 'export {};');
  write('docs/deploying.md', '# Deploying');
  write('node_modules/.package-lock.json', '{"packages":{}}');
  for (const output of OUTPUTS) write(output, 'built');
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '.'], { cwd: root });
  writeStamp(inputsHash(root, {}), root);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const unchanged = (env: NodeJS.ProcessEnv = {}) => stampMatches(inputsHash(root, env), root);

describe('the build stamp', () => {
  it('matches an unchanged checkout', () => {
    expect(unchanged()).toBe(true);
  });

  it('does not match once a source, the installed packages or a .env file changes', () => {
    write('src/main.tsx', 'export const changed = 1;');
    expect(unchanged()).toBe(false);
    writeStamp(inputsHash(root, {}), root);
    write('node_modules/.package-lock.json', '{"packages":{"zod":{}}}');
    expect(unchanged()).toBe(false);
    writeStamp(inputsHash(root, {}), root);
    write('.env', 'VITE_API_URL=http://example.ng');
    expect(unchanged()).toBe(false);
  });

  it('does not match a new file not yet added to git, nor a deleted one', () => {
    write('src/new-screen.tsx', 'export {};');
    expect(unchanged()).toBe(false);
    rmSync(path.join(root, 'src/new-screen.tsx'));
    expect(unchanged()).toBe(true);
    rmSync(path.join(root, 'src/main.tsx'));
    expect(unchanged()).toBe(false);
  });

  it('does not match under other VITE_ variables or NODE_ENV', () => {
    expect(unchanged({ VITE_API_MOCKING: 'true' })).toBe(false);
    expect(unchanged({ NODE_ENV: 'production' })).toBe(false);
    expect(unchanged({ PORT: '3917' })).toBe(true);
  });

  it('ignores what no build reads: docs, tests, ignored data', () => {
    write('docs/deploying.md', '# Deploying, again');
    write('src/main.test.tsx', 'it.todo("x");');
    write('data/pglite/file', 'rows');
    expect(unchanged()).toBe(true);
  });

  it('does not match once an output is rewritten by another build or missing', () => {
    const output = path.join(root, 'dist/index.html');
    utimesSync(output, new Date(), new Date(Date.now() + 5000));
    expect(unchanged()).toBe(false);
    writeStamp(inputsHash(root, {}), root);
    rmSync(path.join(root, 'dist-ssr/entry-server.js'));
    expect(unchanged()).toBe(false);
  });

  it('does not match while a build runs or after one failed', () => {
    clearStamp(root);
    expect(unchanged()).toBe(false);
  });

  it('never matches outside a git checkout', () => {
    rmSync(path.join(root, '.git'), { recursive: true });
    expect(inputsHash(root, {})).toBeNull();
    expect(unchanged()).toBe(false);
  });
});
