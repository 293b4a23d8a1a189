import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSecret, JWT_SECRET_FILE } from './jwt-secret';

const dir = mkdtempSync(path.join(tmpdir(), 'fh-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generated JWT secret', () => {
  it('is made once, kept private, and reused', async () => {
    const [a, b] = await Promise.all([fileSecret(dir), fileSecret(dir)]);
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(64);
    expect(statSync(path.join(dir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await fileSecret(dir)).toBe(a);
  });

  it('is read whole by every start racing to make it, and no draft is left behind', async () => {
    for (let round = 0; round < 20; round += 1) {
      const fresh = path.join(dir, `round-${round}`);
      const secrets = await Promise.all(Array.from({ length: 8 }, () => fileSecret(fresh)));
      expect(new Set(secrets).size).toBe(1);
      expect(readdirSync(fresh)).toEqual([JWT_SECRET_FILE]);
    }
  });
});
