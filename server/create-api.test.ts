import { describe, expect, it } from 'vitest';
import { describeError } from './create-api';

describe('what an unexpected API error logs', () => {
  it("is the failure's kind, message and code, never a query's parameters", () => {
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const failed = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,pbkdf2$600000$salt$hash',
      { cause: pg },
    );
    failed.name = 'DrizzleQueryError';
    const line = describeError(failed);
    expect(line).toBe(
      'DrizzleQueryError: Failed query (cause: Error: invalid byte sequence for encoding "UTF8": 0x00 [22021])',
    );
    expect(line).not.toMatch(/ada@example|pbkdf2/);
  });
});
