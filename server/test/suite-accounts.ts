import { and, eq, sql } from 'drizzle-orm';
import { FORGOT_PASSWORD_ANSWER_MS } from '../auth/auth-routes';
import {
  DELETED_ACCOUNT_NAME,
  DemoAccountResponseSchema,
  OWN_DATA_MESSAGES,
} from '../../contract/schemas/account';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  AccountMessageResponseSchema,
  ChangePasswordResponseSchema,
} from '../../contract/schemas/account';
import {
  MessageResponseSchema,
  MessagesResponseSchema,
} from '../../contract/schemas/admin-messages';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { AllOrdersResponseSchema, PaymentResponseSchema } from '../../contract/schemas/order';
import { shortOrderNumber } from '../../contract/rules/order-number';
import { newsletterSubscriptions, outbox } from '../db/schema';
import { renderMail } from '../mail/mail-outbox';
import { AuthResponseSchema } from '../../contract/schemas/user';
import {
  EMAIL_VERIFICATION_MESSAGES,
  EmailVerificationStatusSchema,
} from '../../contract/schemas/email-verification';
import { ORIGIN, form } from './api-client';
import { SUITE_PASSWORD, unique, type SuiteState } from './suite-state';

/** The contract's "Accounts" rows and the e-mails the "E-mail" section names, on every host. */
export function accountTests(s: SuiteState): void {
  /**
   * The e-mails to `to` in the outbox, in the order written (the suite's clock stands still, so
   * their times are equal), rendered as their recipient reads them.
   */
  const mailsTo = async (
    to: string,
    { withAddressChecks = false } = {},
  ): Promise<Record<string, string>[]> => {
    const rows = await s.host.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'email'),
          sql`${outbox.payload}->>'to' = ${to}`,
          // Registration's "Confirm your e-mail address" is left out unless a test reads it.
          withAddressChecks ? undefined : sql`${outbox.payload}->>'mail' <> 'verify-email'`,
        ),
      );
    return Promise.all(
      rows.map(async (row) => ({
        ...(row.payload as Record<string, string>),
        ...(await renderMail(row.payload)),
      })),
    );
  };

  /** The outbox id of the one message of `kind` to `to` (the admin's Messages page opens it). */
  const messageRowTo = async (to: string, kind: string): Promise<{ _id: string }> => {
    const [row] = await s.host.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'email'),
          sql`${outbox.payload}->>'to' = ${to}`,
          sql`${outbox.payload}->>'mail' = ${kind}`,
        ),
      );
    if (!row) throw new Error(`no ${kind} message to ${to}`);
    return { _id: row.id };
  };

  /** The reset links' tokens in the mails to `email`, in no particular order. */
  async function resetTokensFor(email: string): Promise<string[]> {
    const resets = (await mailsTo(email)).filter((m) => m['mail'] === 'password-reset');
    return resets.flatMap((m) => {
      const link = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(m['text'] ?? '');
      return link?.[1] ? [link[1]] : [];
    });
  }

  /** The token in the one reset e-mail's link, as the shopper would click it. */
  async function resetTokenFor(email: string): Promise<string> {
    const [token, ...more] = await resetTokensFor(email);
    if (!token) throw new Error(`no reset link for ${email}`);
    if (more.length > 0) throw new Error(`more than one reset link for ${email}`);
    return token;
  }

  const signedIn = async (token: string) =>
    (await s.call('GET', '/orders', { token })).status === 200;
  const login = (identifier: string, password: string) =>
    s.call('POST', '/auth/login', { json: { identifier, password } });

  describe('accounts', () => {
    it('answers a forgotten password alike whether or not the account exists', async () => {
      const email = `${unique('forgot')}@suite.test`;
      await s.register('Forgetful', email);
      const timed = async (to: string) => {
        const started = performance.now();
        const res = await s.call('POST', '/auth/forgot-password', { json: { email: to } });
        return { res, ms: performance.now() - started };
      };
      const { res: known, ms: knownMs } = await timed(email);
      const { res: unknown, ms: unknownMs } = await timed(`${unique('nobody')}@suite.test`);
      // Both take the fixed answer time: the work behind a known address does not show.
      expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
      expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(AccountMessageResponseSchema.parse(known.body).message).toBe(
        ACCOUNT_MESSAGES.resetSent,
      );
      const mails = await mailsTo(email);
      expect(mails.map((m) => m['subject'])).toContain('Reset your password');
      expect(mails.at(-1)?.['text']).toContain(`${ORIGIN}/reset-password?token=`);
      const bad = await s.call('POST', '/auth/forgot-password', { json: { email: 'nope' } });
      expect(bad.status).toBe(400);
    });

    it('sends an account at most 3 links an hour, and limits an address with 429', async () => {
      const email = `${unique('flood')}@suite.test`;
      await s.register('Flooded', email);
      const address = '198.51.100.77';
      const ask = () =>
        s.call('POST', '/auth/forgot-password', {
          json: { email },
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
      expect((await mailsTo(email)).length).toBe(3);
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await ask()).status);
      expect(answers).toContain(429);
    });

    it('resets a password once with the e-mailed token, signing out every older session', async () => {
      const email = `${unique('reset')}@suite.test`;
      const { token: oldSession } = await s.register('Resetter', email);
      expect(await signedIn(oldSession)).toBe(true);
      await s.call('POST', '/auth/forgot-password', { json: { email } });
      const token = await resetTokenFor(email);

      const short = await s.call('POST', '/auth/reset-password', {
        json: { token, password: 'short' },
      });
      expect(short.status).toBe(400);
      const done = await s.call('POST', '/auth/reset-password', {
        json: { token, password: 'a-brand-new-secret' },
      });
      expect(done.status).toBe(200);
      expect(AccountMessageResponseSchema.parse(done.body).message).toBe(
        ACCOUNT_MESSAGES.resetDone,
      );
      expect(await signedIn(oldSession)).toBe(false);
      expect((await login(email, SUITE_PASSWORD)).status).toBe(401);
      expect((await login(email, 'a-brand-new-secret')).status).toBe(200);

      const again = await s.call('POST', '/auth/reset-password', {
        json: { token, password: 'yet-another-secret' },
      });
      expect(again.status).toBe(400);
      expect(ApiErrorSchema.parse(again.body).error).toBe(ACCOUNT_MESSAGES.resetInvalid);
      const forged = await s.call('POST', '/auth/reset-password', {
        json: { token: 'x'.repeat(43), password: 'yet-another-secret' },
      });
      expect(forged.status).toBe(400);
    });

    it('refuses a reset link after 30 minutes, and an older link once a newer is sent', async () => {
      const email = `${unique('late')}@suite.test`;
      await s.register('Late', email);
      await s.call('POST', '/auth/forgot-password', { json: { email } });
      const first = await resetTokenFor(email);
      await s.call('POST', '/auth/forgot-password', { json: { email } });
      // Found by content, not by row order: PostgreSQL returns the outbox's rows in whatever
      // order they lie (the worker marking the first mail sent can move it after the second).
      const tokens = await resetTokensFor(email);
      expect(tokens).toHaveLength(2);
      const second = tokens.find((token) => token !== first);
      expect(second).toBeDefined();
      if (!second) return;
      const reset = (token: string) =>
        s.call('POST', '/auth/reset-password', {
          json: { token, password: 'a-brand-new-secret' },
        });
      expect((await reset(first)).status).toBe(400);
      const started = s.clock.now;
      try {
        s.clock.now = new Date(started.getTime() + 31 * 60 * 1000);
        expect((await reset(second)).status).toBe(400);
      } finally {
        s.clock.now = started;
      }
    });

    it('changes a password with the current one, a fresh token back and other sessions out', async () => {
      const email = `${unique('change')}@suite.test`;
      const { token: here } = await s.register('Changer', email);
      const other = AuthResponseSchema.parse((await login(email, SUITE_PASSWORD)).body).user.token;
      expect(await signedIn(other)).toBe(true);

      const wrong = await s.call('PUT', '/auth/password', {
        token: here,
        json: { currentPassword: 'not-it-at-all', newPassword: 'changed-secret-1' },
      });
      expect(wrong.status).toBe(400);
      expect(ApiErrorSchema.parse(wrong.body).error).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
      expect(
        (
          await s.call('PUT', '/auth/password', {
            json: { currentPassword: 'x', newPassword: 'y' },
          })
        ).status,
      ).toBe(401);

      const changed = await s.call('PUT', '/auth/password', {
        token: here,
        json: { currentPassword: SUITE_PASSWORD, newPassword: 'changed-secret-1' },
      });
      expect(changed.status, changed.text).toBe(200);
      const { user, message } = ChangePasswordResponseSchema.parse(changed.body);
      expect(message).toBe(ACCOUNT_MESSAGES.changed);
      expect(user.email).toBe(email);
      expect(await signedIn(user.token)).toBe(true);
      expect(await signedIn(here)).toBe(false);
      expect(await signedIn(other)).toBe(false);
      expect((await login(email, 'changed-secret-1')).status).toBe(200);
    });
  });

  describe('sessions and reset links (turn 4)', () => {
    it('signs out one session on the server at logout, leaving the others signed in', async () => {
      const email = `${unique('logout')}@suite.test`;
      const { token: here } = await s.register('Leaver', email);
      const other = AuthResponseSchema.parse((await login(email, SUITE_PASSWORD)).body).user.token;
      expect((await s.call('POST', '/auth/logout')).status).toBe(401);
      const out = await s.call('POST', '/auth/logout', { token: here });
      expect(out.status, out.text).toBe(200);
      expect(out.body).toEqual({ success: true });
      expect(await signedIn(here)).toBe(false);
      expect((await s.call('POST', '/auth/logout', { token: here })).status).toBe(401);
      expect(await signedIn(other)).toBe(true);
    });

    it('voids a reset link asked for before a password change', async () => {
      const email = `${unique('void')}@suite.test`;
      const { token } = await s.register('Voided', email);
      await s.call('POST', '/auth/forgot-password', { json: { email } });
      const link = await resetTokenFor(email);
      const changed = await s.call('PUT', '/auth/password', {
        token,
        json: { currentPassword: SUITE_PASSWORD, newPassword: 'changed-secret-2' },
      });
      expect(changed.status, changed.text).toBe(200);
      const reset = await s.call('POST', '/auth/reset-password', {
        json: { token: link, password: 'attacker-secret-1' },
      });
      expect(reset.status).toBe(400);
      expect((await login(email, 'changed-secret-2')).status).toBe(200);
    });

    it('offers the demo sign-in only while the demo shopper exists', async () => {
      const demo = async () =>
        DemoAccountResponseSchema.parse((await s.call('GET', '/auth/demo-account')).body).account;
      // The suite's store was created without the demo data.
      expect(await demo()).toBeNull();
      await s.register('Sisi Adebayo', 'sisi@email.com');
      expect(await demo()).toEqual({ identifier: 'sisi@email.com', password: 'password' });
    });

    it('limits reset tries per address and per token with 429', async () => {
      const address = '198.51.100.91';
      const tries = async (n: number, token: (i: number) => string, from?: string) => {
        const statuses: number[] = [];
        for (let i = 0; i < n; i++) {
          const res = await s.call('POST', '/auth/reset-password', {
            json: { token: token(i), password: 'whatever-secret-1' },
            headers: from ? { 'x-forwarded-for': from } : {},
          });
          statuses.push(res.status);
        }
        return statuses;
      };
      const byAddress = await tries(21, (i) => `junk-token-${unique('t')}-${i}`, address);
      expect(byAddress.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(byAddress[20]).toBe(429);
      const oneToken = `junk-token-${unique('same')}`;
      const byToken = await tries(6, () => oneToken);
      expect(byToken.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(byToken[5]).toBe(429);
    });
  });

  describe("the shopper's own data (turn 4)", () => {
    const shipping = {
      deliveryMethod: 'door',
      fullName: 'Ada Obi',
      phone: '08031234567',
      address: '4 Awolowo Road',
      region: 'Lagos',
      city: 'Ikoyi',
    };

    it('downloads the account, its address and its orders, never the password hash', async () => {
      const email = `${unique('export')}@suite.test`;
      const { token } = await s.register('Ada Export', email);
      const product = await s.createProduct({ quantity: '3' });
      const placed = await s.call('POST', '/product/payment', {
        token,
        json: { cartItems: [{ ...product, isAdded: true, addedQty: 1 }], shipping },
      });
      expect(placed.status, placed.text).toBe(201);
      expect((await s.call('GET', '/auth/export')).status).toBe(401);
      const res = await s.call('GET', '/auth/export', { token });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
      const data = res.body as {
        account: { email: string };
        orders: { shipping?: { phone: string } }[];
        reviews: unknown[];
        wishlist: unknown[];
        stockAlerts: unknown[];
      };
      expect(data.account.email).toBe(email);
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]?.shipping?.phone).toBeDefined();
      expect(data).toMatchObject({ reviews: [], wishlist: [], stockAlerts: [] });
      expect(res.text).not.toMatch(/pbkdf2|passwordHash/);
    });

    it('erases the person with their password, keeping their orders for the shop, anonymised', async () => {
      const email = `${unique('erase')}@suite.test`;
      const { token } = await s.register('Ada Erase', email);
      const product = await s.createProduct({ quantity: '3' });
      const order = async () => {
        const res = await s.call('POST', '/product/payment', {
          token,
          json: { cartItems: [{ ...product, isAdded: true, addedQty: 1 }], shipping },
        });
        expect(res.status, res.text).toBe(201);
        return (res.body as { order: { _id: string } }).order._id;
      };
      const delivered = await order();
      const underWay = await order();
      const setStatus = (id: string, status: string) =>
        s.call('PUT', `/orders/status/${id}`, { token: s.adminToken, json: { status } });
      expect((await setStatus(delivered, 'Delivered')).status).toBe(200);

      const wrong = await s.call('DELETE', '/auth/account', {
        token,
        json: { password: 'nope-nope-1' },
      });
      expect(wrong.status).toBe(400);
      expect(ApiErrorSchema.parse(wrong.body).error).toBe(OWN_DATA_MESSAGES.wrongPassword);
      // Receipts and a status e-mail wait in the outbox (no SMTP here), each with their name.
      expect((await mailsTo(email)).length).toBeGreaterThanOrEqual(3);
      const erased = await s.call('DELETE', '/auth/account', {
        token,
        json: { password: SUITE_PASSWORD },
      });
      expect(erased.status, erased.text).toBe(200);
      expect(await mailsTo(email)).toEqual([]);
      const messages = await s.call('GET', '/admin/messages?limit=100', { token: s.adminToken });
      expect(messages.text).not.toContain('Ada Erase');
      expect(await signedIn(token)).toBe(false);
      expect((await login(email, SUITE_PASSWORD)).status).toBe(401);

      const all = AllOrdersResponseSchema.parse(
        (await s.call('GET', '/orders/all', { token: s.adminToken })).body,
      ).orders;
      const kept = (id: string) => all.find((o) => o._id === id);
      expect(kept(delivered)?.buyer.name).toBe(DELETED_ACCOUNT_NAME);
      expect(JSON.stringify(all)).not.toContain(email);
      expect(kept(delivered)?.shipping).toBeUndefined();
      // Still under way: the courier needs the address until it is delivered.
      expect(kept(underWay)?.shipping?.phone).toBeDefined();
      expect((await setStatus(underWay, 'Delivered')).status).toBe(200);
      const after = AllOrdersResponseSchema.parse(
        (await s.call('GET', '/orders/all', { token: s.adminToken })).body,
      ).orders.find((o) => o._id === underWay);
      expect(after?.shipping).toBeUndefined();
      // The address is free for a new account.
      expect((await s.register('Ada Again', email)).token).toBeTruthy();
    });

    it("erases the account's own subscription, never one its unproved address already had", async () => {
      const subscribed = async (email: string) =>
        (
          await s.host.db
            .select()
            .from(newsletterSubscriptions)
            .where(eq(newsletterSubscriptions.email, email))
        ).length === 1;
      const erase = (token: string) =>
        s.call('DELETE', '/auth/account', { token, json: { password: SUITE_PASSWORD } });

      // Someone subscribes their own address; a stranger registers with it and deletes the account.
      const theirs = `${unique('victim')}@suite.test`;
      expect((await s.call('POST', '/newsletter', { json: { email: theirs } })).status).toBe(201);
      const stranger = await s.register('Stranger', theirs);
      // Subscribing again while signed in as the stranger changes nothing: it was not theirs.
      await s.call('POST', '/newsletter', { token: stranger.token, json: { email: theirs } });
      expect((await erase(stranger.token)).status).toBe(200);
      expect(await subscribed(theirs)).toBe(true);

      // A shopper who subscribed signed in takes the subscription with them.
      const own = `${unique('own')}@suite.test`;
      const shopper = await s.register('Own Subscriber', own);
      await s.call('POST', '/newsletter', { token: shopper.token, json: { email: own } });
      expect(await subscribed(own)).toBe(true);
      expect((await erase(shopper.token)).status).toBe(200);
      expect(await subscribed(own)).toBe(false);
    });

    it('never shows the admin a live reset link, while the shopper’s e-mail holds one', async () => {
      const email = `${unique('secret')}@suite.test`;
      await s.register('Secret Keeper', email);
      await s.call('POST', '/auth/forgot-password', { json: { email } });
      const token = await resetTokenFor(email);
      const row = await messageRowTo(email, 'password-reset');
      const shown = await s.call('GET', `/admin/messages/${row._id}`, {
        token: s.adminToken,
      });
      expect(shown.status).toBe(200);
      const message = MessageResponseSchema.parse(shown.body).message;
      expect(message.text).toContain('/reset-password');
      expect(shown.text).not.toContain(token);
      expect(shown.text).not.toMatch(/reset-password\?token=/);
    });

    it('refuses to erase the last admin', async () => {
      const res = await s.call('DELETE', '/auth/account', {
        token: s.adminToken,
        json: { password: SUITE_PASSWORD },
      });
      expect(res.status).toBe(409);
      expect(ApiErrorSchema.parse(res.body).error).toBe(OWN_DATA_MESSAGES.lastAdmin);
      expect(await signedIn(s.adminToken)).toBe(true);
    });
  });

  describe('e-mail verification', () => {
    /** The token of the one "Confirm your e-mail address" link mailed to `email`. */
    const verifyTokenFor = async (email: string): Promise<string> => {
      const links = (await mailsTo(email, { withAddressChecks: true }))
        .filter((m) => m['mail'] === 'verify-email')
        .map((m) => /\/auth\/verify-email\?token=([\w-]+)/.exec(m['text'] ?? '')?.[1]);
      const last = links.at(-1);
      if (!last) throw new Error(`no verification link for ${email}`);
      return last;
    };
    const status = async (token: string) =>
      EmailVerificationStatusSchema.parse(
        (await s.call('GET', '/auth/email-verification', { token })).body,
      ).verified;

    it('mails a link at registration; following it verifies the address, once', async () => {
      const email = `${unique('verify')}@suite.test`;
      const reg = await s.call('POST', '/auth/register', {
        form: form({ name: 'Vera Fy', username: '', email, password: SUITE_PASSWORD }),
      });
      expect(reg.status).toBe(201);
      const { user } = AuthResponseSchema.parse(reg.body);
      // Signed in at once, not waiting for the address: it may order straight away.
      expect(user.emailVerified).toBe(false);
      expect(await status(user.token)).toBe(false);
      const [mail] = (await mailsTo(email, { withAddressChecks: true })).filter(
        (m) => m['mail'] === 'verify-email',
      );
      expect(mail?.['subject']).toBe('Confirm your e-mail address');
      // Built from the shop's origin, never from anything the request could name elsewhere.
      expect(mail?.['text']).toContain(`${ORIGIN}/api/v1/auth/verify-email?token=`);

      const token = await verifyTokenFor(email);
      const followed = await s.call('GET', `/auth/verify-email?token=${token}`);
      expect(followed.status).toBe(303);
      expect(followed.headers.get('location')).toBe(
        `${ORIGIN}/dashboard/user/profile?email=verified`,
      );
      expect(await status(user.token)).toBe(true);
      const again = await s.call('GET', `/auth/verify-email?token=${token}`);
      expect(again.headers.get('location')).toBe(
        `${ORIGIN}/dashboard/user/profile?email=link-invalid`,
      );
      const bad = await s.call('POST', '/auth/verify-email', { json: { token: 'nope' } });
      expect(bad.status).toBe(400);
      expect(ApiErrorSchema.parse(bad.body).error).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
      const login = await s.call('POST', '/auth/login', {
        json: { identifier: email, password: SUITE_PASSWORD },
      });
      expect(AuthResponseSchema.parse(login.body).user.emailVerified).toBe(true);
    });

    it('resends a link on request (limited), replacing the older one', async () => {
      const email = `${unique('resend')}@suite.test`;
      const { token } = await s.register('Re Send', email);
      const first = await verifyTokenFor(email);
      const resent = await s.call('POST', '/auth/email-verification', { token });
      expect(resent.status, resent.text).toBe(200);
      expect(AccountMessageResponseSchema.parse(resent.body).message).toBe(
        EMAIL_VERIFICATION_MESSAGES.sent,
      );
      const second = await verifyTokenFor(email);
      expect(second).not.toBe(first);
      expect((await s.call('POST', '/auth/verify-email', { json: { token: first } })).status).toBe(
        400,
      );
      const ok = await s.call('POST', '/auth/verify-email', { json: { token: second } });
      expect(ok.status, ok.text).toBe(200);
      const done = await s.call('POST', '/auth/email-verification', { token });
      expect(AccountMessageResponseSchema.parse(done.body).message).toBe(
        EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
      );
      expect((await s.call('POST', '/auth/email-verification')).status).toBe(401);
    });

    it('never shows the admin a live verification link', async () => {
      const email = `${unique('vsecret')}@suite.test`;
      await s.register('Hidden Link', email);
      const token = await verifyTokenFor(email);
      const row = await messageRowTo(email, 'verify-email');
      const shown = await s.call('GET', `/admin/messages/${row._id}`, {
        token: s.adminToken,
      });
      expect(shown.status).toBe(200);
      expect(shown.text).not.toContain(token);
    });
  });

  describe('e-mails', () => {
    it('writes the receipt, the shop’s news, the payment and the status e-mails', async () => {
      const product = await s.createProduct({ price: '21000', quantity: '5' });
      const email = `${unique('buyer')}@suite.test`;
      const { token } = await s.register('Mail Buyer', email);
      const res = await s.call('POST', '/product/payment', {
        token,
        json: {
          paymentMethod: 'on_delivery',
          cartItems: [{ ...product, isAdded: true, addedQty: 2 }],
          shipping: {
            fullName: 'Ada Obi',
            phone: '08031234567',
            address: '4 Awolowo Road',
            city: 'Ikeja',
            region: 'Lagos',
          },
        },
      });
      const { order } = PaymentResponseSchema.parse(res.body);
      const number = shortOrderNumber(order._id);

      const [receipt] = await mailsTo(email);
      expect(receipt?.['subject']).toContain('Order');
      expect(receipt?.['subject']).toContain(number);
      expect(receipt?.['text']).toContain(product.name);
      expect(receipt?.['text']).toContain('₦42,000');
      expect(receipt?.['text']).toContain('₦44,000');
      expect(receipt?.['text']).toContain('On delivery');
      expect(receipt?.['text']).toContain('+2348031234567');
      expect(receipt?.['html']).toContain('<html');

      const shop = (await mailsTo(s.config.shopEmail ?? '')).find((m) =>
        m['subject']?.includes(number),
      );
      expect(shop?.['subject']).toContain('New order');
      expect(shop?.['text']).toContain('Mail Buyer');
      expect(shop?.['text']).toContain('₦44,000');
      expect(shop?.['text']).toContain('On delivery');

      await s.call('PUT', `/orders/payment/${order._id}`, {
        token: s.adminToken,
        json: { paymentStatus: true },
      });
      await s.call('PUT', `/orders/status/${order._id}`, {
        token: s.adminToken,
        json: { status: 'Processing' },
      });
      await s.call('PUT', `/orders/status/${order._id}`, {
        token: s.adminToken,
        json: { status: 'Shipped' },
      });
      const subjects = (await mailsTo(email)).map((m) => m['subject']);
      expect(subjects).toEqual([
        `Order ${number} received`,
        `Payment received for order ${number}`,
        `Order ${number} Shipped`,
      ]);
    });

    it('lists them for the admin, and shows each as its recipient would see it', async () => {
      const list = await s.call('GET', '/admin/messages?limit=5', { token: s.adminToken });
      expect(list.status).toBe(200);
      const { messages, messageCount } = MessagesResponseSchema.parse(list.body);
      expect(messageCount).toBeGreaterThan(0);
      const first = messages[0];
      if (!first) throw new Error('no message listed');
      expect(first.state).toBe('pending');
      const one = await s.call('GET', `/admin/messages/${first._id}`, { token: s.adminToken });
      expect(MessageResponseSchema.parse(one.body).message.html).toContain('FragranceHub');
      expect((await s.call('GET', '/admin/messages', { token: s.shopperToken })).status).toBe(403);
      expect(
        (await s.call('GET', '/admin/messages/not-an-id', { token: s.adminToken })).status,
      ).toBe(404);
    });
  });
}
