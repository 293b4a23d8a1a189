import { describe, it, expect } from 'vitest';
import { firstIssueMessage } from './errors';
import { AuthResponseSchema, SessionUserSchema } from './user';
import {
  LoginRequestSchema,
  ProfileUpdateFieldsSchema,
  RegisterFieldsSchema,
} from './account-fields';

const user = {
  _id: 'u1',
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.com',
  role: 0,
  address: { street: '1 Marina', city: 'Lagos', state: 'Lagos', zip: '101001' },
  image: 'https://cdn.example.com/ada.png',
  token: 'jwt.token.here',
};

function messageOf(
  result: { success: true } | { success: false; error: { issues: { message: string }[] } },
): string | null {
  return result.success ? null : firstIssueMessage(result.error);
}

describe('SessionUserSchema', () => {
  it('parses a wire user', () => {
    expect(SessionUserSchema.parse(user)).toEqual(user);
  });
  it('fills missing optional profile values from older accounts', () => {
    const { username: _u, address: _a, image: _i, ...rest } = user;
    expect(SessionUserSchema.parse({ ...rest, image: null })).toMatchObject({
      username: '',
      image: '',
      address: { street: '', city: '', state: '', zip: '' },
    });
    expect(SessionUserSchema.parse({ ...user, address: { city: 'Abuja' } }).address).toEqual({
      street: '',
      city: 'Abuja',
      state: '',
      zip: '',
    });
  });
  it('requires a token and a numeric role', () => {
    expect(SessionUserSchema.safeParse({ ...user, token: '' }).success).toBe(false);
    expect(SessionUserSchema.safeParse({ ...user, role: '1' }).success).toBe(false);
  });
});

describe('AuthResponseSchema', () => {
  it('parses a login answer', () => {
    expect(
      AuthResponseSchema.parse({ success: true, message: 'Login successful', user }).user.token,
    ).toBe('jwt.token.here');
  });
  it('rejects an error body', () => {
    expect(
      AuthResponseSchema.safeParse({ error: 'Invalid email/username or password' }).success,
    ).toBe(false);
  });
});

describe('LoginRequestSchema', () => {
  it('trims the identifier but not the password', () => {
    expect(LoginRequestSchema.parse({ identifier: ' ada ', password: ' pw ' })).toEqual({
      identifier: 'ada',
      password: ' pw ',
    });
  });
  it('requires both fields', () => {
    expect(messageOf(LoginRequestSchema.safeParse({ identifier: 'ada' }))).toBe('Enter all fields');
  });
});

describe('RegisterFieldsSchema', () => {
  const parts = { name: 'Ada', username: '', email: ' Ada@Example.com ', password: 'secret12' };
  it('accepts an empty username and lowercases the email', () => {
    expect(RegisterFieldsSchema.parse(parts)).toEqual({
      name: 'Ada',
      username: '',
      email: 'ada@example.com',
      password: 'secret12',
    });
    expect(RegisterFieldsSchema.parse({ ...parts, username: 'undefined' }).username).toBe('');
  });
  it('reports problems in field order', () => {
    expect(messageOf(RegisterFieldsSchema.safeParse({}))).toBe('Name is required');
    expect(messageOf(RegisterFieldsSchema.safeParse({ ...parts, email: 'null' }))).toBe(
      'Email is required',
    );
    expect(messageOf(RegisterFieldsSchema.safeParse({ ...parts, email: 'ada@example' }))).toBe(
      'Invalid email address',
    );
    expect(messageOf(RegisterFieldsSchema.safeParse({ ...parts, password: '  abc  ' }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(messageOf(RegisterFieldsSchema.safeParse({ ...parts, password: 'undefined' }))).toBe(
      'Password is required',
    );
  });
  it('checks usernames', () => {
    expect(messageOf(RegisterFieldsSchema.safeParse({ ...parts, username: 'ab' }))).toBe(
      'Username must be at least 3 characters',
    );
    expect(messageOf(RegisterFieldsSchema.safeParse({ ...parts, username: 'ada@x' }))).toBe(
      'Username may not contain spaces or @',
    );
  });
  it('keeps the password exactly as typed', () => {
    expect(RegisterFieldsSchema.parse({ ...parts, password: ' secret12 ' }).password).toBe(
      ' secret12 ',
    );
  });
});

describe('ProfileUpdateFieldsSchema', () => {
  it('nests the address parts and coerces blanks to empty strings', () => {
    expect(
      ProfileUpdateFieldsSchema.parse({
        name: 'Ada L',
        username: 'ada',
        email: 'ignored@example.com',
        'address[street]': '1 Marina',
        'address[city]': 'undefined',
        'address[state]': 'null',
        image: 'null',
      }),
    ).toEqual({
      name: 'Ada L',
      username: 'ada',
      address: { street: '1 Marina', city: '', state: '', zip: '' },
    });
  });
  it('leaves blank name and username undefined (keep current)', () => {
    const out = ProfileUpdateFieldsSchema.parse({ name: 'undefined', username: '' });
    expect(out.name).toBeUndefined();
    expect(out.username).toBeUndefined();
  });
  it('rejects an invalid username', () => {
    expect(messageOf(ProfileUpdateFieldsSchema.safeParse({ username: 'a b' }))).toBe(
      'Username may not contain spaces or @',
    );
  });
});
