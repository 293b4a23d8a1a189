import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { AuthResponseSchema, ProfileUpdateResponseSchema } from '../../contract/schemas/user';
import { INVALID_CREDENTIALS_MESSAGE } from '../../contract/messages';
import { NewsletterResponseSchema } from '../../contract/schemas/newsletter';
import { apiPathOf, form, pngFile } from './api-client';
import { SUITE_PASSWORD, unique, type SuiteState } from './suite-state';

export function authTests(s: SuiteState): void {
  describe('health and unknown paths', () => {
    it('answers /health', async () => {
      const res = await s.call('GET', '/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok' });
    });

    it('answers /ready once the database answers with every migration applied', async () => {
      const res = await s.call('GET', '/ready');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready' });
    });

    it('answers JSON 404 for an unknown API path', async () => {
      const res = await s.call('GET', '/nope/nothing');
      expect(res.status).toBe(404);
      expect(ApiErrorSchema.parse(res.body).error).toBeTruthy();
    });
  });

  describe('register and login', () => {
    it('registers a user, signs them in, and answers the login shape (201)', async () => {
      const email = `${unique('reg')}@suite.test`;
      const res = await s.call('POST', '/auth/register', {
        form: form({
          name: 'Ada Obi',
          username: '',
          email: email.toUpperCase(),
          password: SUITE_PASSWORD,
          image: pngFile(),
        }),
      });
      expect(res.status).toBe(201);
      const { user } = AuthResponseSchema.parse(res.body);
      expect(user.email).toBe(email.toLowerCase());
      expect(user.role).toBe(0);
      expect(user.address).toEqual({ street: '', city: '', state: '', zip: '' });
      expect(user.image).toMatch(/^http:\/\/api\.test\/api\/v1\/images\/[0-9a-f-]{36}$/);
    });

    it.each([
      ['missing name', { username: '', email: 'a@b.co', password: SUITE_PASSWORD }],
      ['bad email', { name: 'X', username: '', email: 'not-an-email', password: SUITE_PASSWORD }],
      ['short password', { name: 'X', username: '', email: 'short@b.co', password: '123' }],
      [
        '"undefined" email',
        { name: 'X', username: '', email: 'undefined', password: SUITE_PASSWORD },
      ],
    ])('refuses registration with %s (400 {error})', async (_label, fields) => {
      const res = await s.call('POST', '/auth/register', { form: form(fields) });
      expect(res.status).toBe(400);
      expect(ApiErrorSchema.parse(res.body).error.length).toBeGreaterThan(0);
    });

    it('refuses a taken email (any case) and a taken username', async () => {
      const email = `${unique('dup')}@suite.test`;
      const username = unique('dupuser');
      await s.register('First', email, username);
      const again = await s.call('POST', '/auth/register', {
        form: form({
          name: 'B',
          username: '',
          email: email.toUpperCase(),
          password: SUITE_PASSWORD,
        }),
      });
      expect(again.status).toBe(409);
      const sameName = await s.call('POST', '/auth/register', {
        form: form({
          name: 'C',
          username: username.toUpperCase(),
          email: `${unique('x')}@suite.test`,
          password: SUITE_PASSWORD,
        }),
      });
      expect(sameName.status).toBe(409);
      ApiErrorSchema.parse(sameName.body);
    });

    it('refuses a text file as avatar', async () => {
      const res = await s.call('POST', '/auth/register', {
        form: form({
          name: 'T',
          username: '',
          email: `${unique('t')}@suite.test`,
          password: SUITE_PASSWORD,
          image: new File(['hello'], 'x.png', { type: 'image/png' }),
        }),
      });
      expect(res.status).toBe(400);
    });

    it('logs in by email (any case) or username', async () => {
      const email = `${unique('log')}@suite.test`;
      const username = unique('loguser');
      await s.register('Login Person', email, username);
      const byEmail = await s.call('POST', '/auth/login', {
        json: { identifier: email.toUpperCase(), password: SUITE_PASSWORD },
      });
      expect(byEmail.status).toBe(200);
      expect(AuthResponseSchema.parse(byEmail.body).user.username).toBe(username);
      const byName = await s.call('POST', '/auth/login', {
        json: { identifier: username, password: SUITE_PASSWORD },
      });
      expect(byName.status).toBe(200);
    });

    it('gives one message for an unknown user and a wrong password', async () => {
      const email = `${unique('enum')}@suite.test`;
      await s.register('Enum', email);
      const headers = { 'x-forwarded-for': '10.9.9.1' };
      const wrong = await s.call('POST', '/auth/login', {
        json: { identifier: email, password: 'wrong-pass' },
        headers,
      });
      const unknown = await s.call('POST', '/auth/login', {
        json: { identifier: `${unique('ghost')}@suite.test`, password: 'wrong-pass' },
        headers,
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: INVALID_CREDENTIALS_MESSAGE });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers 400 for missing login fields', async () => {
      const res = await s.call('POST', '/auth/login', { json: { identifier: '' } });
      expect(res.status).toBe(400);
      ApiErrorSchema.parse(res.body);
    });

    it('locks an account only for the address that guessed: its owner elsewhere still signs in', async () => {
      const email = `${unique('thr')}@suite.test`;
      const username = unique('thruser');
      await s.register('Throttled', email, username);
      const attempt = (identifier: string, password: string, ip: string) =>
        s.call('POST', '/auth/login', {
          json: { identifier, password },
          headers: { 'x-forwarded-for': ip },
        });
      // Email and username name one account: they share its counter.
      for (let i = 0; i < 3; i++)
        expect((await attempt(email, 'wrong-pass', '10.1.0.1')).status).toBe(401);
      for (let i = 0; i < 2; i++)
        expect((await attempt(username, 'wrong-pass', '10.1.0.1')).status).toBe(401);
      const locked = await attempt(email, SUITE_PASSWORD, '10.1.0.1');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      ApiErrorSchema.parse(locked.body);
      // The owner, from another address, is not locked out by the guesses.
      expect((await attempt(email, SUITE_PASSWORD, '10.1.0.2')).status).toBe(200);
      // After the window the right password works again there, and a success clears the count.
      s.clock.now = new Date(s.clock.now.getTime() + 16 * 60 * 1000);
      expect((await attempt(email, SUITE_PASSWORD, '10.1.0.1')).status).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await attempt(email, 'wrong-pass', '10.1.0.1')).status).toBe(401);
      expect((await attempt(email, SUITE_PASSWORD, '10.1.0.1')).status).toBe(200);
    });

    it('verifies at most 5 of 40 parallel wrong passwords for one account', async () => {
      const email = `${unique('par')}@suite.test`;
      await s.register('Parallel', email);
      const results = await Promise.all(
        Array.from({ length: 40 }, () =>
          s.call('POST', '/auth/login', {
            json: { identifier: email, password: 'wrong-pass' },
            headers: { 'x-forwarded-for': '10.3.0.1' },
          }),
        ),
      );
      // A 401 is a verified password; a 429 was refused before its hash was computed.
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((st) => st === 401)).toHaveLength(5);
      expect(statuses.filter((st) => st === 429)).toHaveLength(35);
    });

    it('throttles one address trying many identifiers', async () => {
      const ip = '10.2.0.7';
      for (let i = 0; i < 20; i++) {
        const res = await s.call('POST', '/auth/login', {
          json: { identifier: unique('nobody'), password: 'wrong-pass' },
          headers: { 'x-forwarded-for': ip },
        });
        expect(res.status).toBe(401);
      }
      const res = await s.call('POST', '/auth/login', {
        json: { identifier: unique('nobody'), password: 'x' },
        headers: { 'x-forwarded-for': `${ip}, 192.168.0.1` },
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBeTruthy();
    });
  });

  describe('logout', () => {
    /**
     * The token's other spellings: its last character with the two bits base64url leaves unused
     * changed, which a lenient decoder reads as the same signature.
     */
    const otherSpellings = (token: string): string[] => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const last = alphabet.indexOf(token.slice(-1));
      return [1, 2, 3].map((bits) => token.slice(0, -1) + alphabet.charAt(last ^ bits));
    };

    it('refuses every spelling of a signed-out token, wherever it is used', async () => {
      const email = `${unique('spell')}@suite.test`;
      const { token } = await s.register('Speller', email);
      const variants = otherSpellings(token);
      // Before logout each spelling is the same session: that is what logout has to cover.
      expect((await s.call('GET', '/wishlist', { token: variants[0] })).status).toBe(200);
      expect((await s.call('POST', '/auth/logout', { token })).status).toBe(200);
      for (const spelling of [token, ...variants]) {
        for (const path of ['/wishlist', '/auth/export', '/orders']) {
          const res = await s.call('GET', path, { token: spelling });
          expect(res.status, `${path} with ${spelling.slice(-3)}`).toBe(401);
        }
        expect((await s.call('POST', '/auth/logout', { token: spelling })).status).toBe(401);
      }
    });
  });

  describe('profile update', () => {
    it('updates name, username and address; "undefined"/"null" address parts are empty; email cannot change', async () => {
      const email = `${unique('prof')}@suite.test`;
      const { token } = await s.register('Before', email);
      const username = unique('after');
      const res = await s.call('PUT', '/auth/user/update', {
        token,
        form: form({
          name: 'After Name',
          username,
          email: 'changed@suite.test',
          'address[street]': '1 Marina',
          'address[city]': 'undefined',
          'address[state]': 'null',
          'address[zip]': '100001',
          image: 'null',
        }),
      });
      expect(res.status).toBe(200);
      const { updatedUser } = ProfileUpdateResponseSchema.parse(res.body);
      expect(updatedUser).toMatchObject({
        name: 'After Name',
        username,
        email,
        address: { street: '1 Marina', city: '', state: '', zip: '100001' },
      });
      expect(updatedUser.token.length).toBeGreaterThan(10);
    });

    it('stores an avatar image', async () => {
      const { token } = await s.register('Avatar', `${unique('av')}@suite.test`);
      const res = await s.call('PUT', '/auth/user/update', {
        token,
        form: form({ name: 'Avatar', image: pngFile() }),
      });
      const { updatedUser } = ProfileUpdateResponseSchema.parse(res.body);
      const image = await s.call('GET', apiPathOf(updatedUser.image));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });

    it('answers validation problems as 200 {error} and changes nothing', async () => {
      const email = `${unique('val')}@suite.test`;
      const { token } = await s.register('Valid Name', email);
      const tooShort = await s.call('PUT', '/auth/user/update', {
        token,
        form: form({ name: 'X', username: 'ab' }),
      });
      expect(tooShort.status).toBe(200);
      expect(ApiErrorSchema.parse(tooShort.body).error).toMatch(/username/i);
      const textAvatar = await s.call('PUT', '/auth/user/update', {
        token,
        form: form({ name: 'Y', image: new File(['hi'], 'x.png', { type: 'image/png' }) }),
      });
      expect(textAvatar.status).toBe(200);
      ApiErrorSchema.parse(textAvatar.body);
      const login = await s.call('POST', '/auth/login', {
        json: { identifier: email, password: SUITE_PASSWORD },
      });
      expect(AuthResponseSchema.parse(login.body).user.name).toBe('Valid Name');
    });
  });

  describe('newsletter', () => {
    it('answers a new address and one already on the list alike (201); rejects a bad email', async () => {
      const email = `${unique('news')}@suite.test`;
      const first = await s.call('POST', '/newsletter', { json: { email } });
      const again = await s.call('POST', '/newsletter', { json: { email: email.toUpperCase() } });
      // Nothing in the answer tells a stranger the address was subscribed already.
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(NewsletterResponseSchema.parse(again.body)).toEqual(
        NewsletterResponseSchema.parse(first.body),
      );
      const bad = await s.call('POST', '/newsletter', { json: { email: 'nope' } });
      expect(bad.status).toBe(400);
      ApiErrorSchema.parse(bad.body);
    });
  });
}
