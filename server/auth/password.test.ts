import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scheme and iterations so they can be raised later', async () => {
    const hash = await hashPassword('correct horse', 1200);
    expect(hash).toMatch(/^pbkdf2-sha256\$1200\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 1000)).not.toBe(await hashPassword('same', 1000));
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'pbkdf2-sha256$x$a$b',
      'bcrypt$10$a$b',
      'pbkdf2-sha256$1000$%%%$@@@',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('compares in constant time', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1]), new Uint8Array([1, 2]))).toBe(false);
  });
});
