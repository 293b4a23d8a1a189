import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { ADMIN, apiCall, apiToken } from './admin-journey';

/**
 * Issue 25's account journeys, through the UI only: the shopper, the admin who reads the outbox
 * and the reset link all live in one browser context, because in mock mode the API and its
 * database are in that context's page. So they run against the real server (accounts.spec.ts)
 * and in mock mode (accounts.mock.spec.ts) alike.
 */

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  const form = main(page);
  await form.getByLabel('Email or Username').fill(identifier);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** A new shopper through the sign-up form: signed in when it returns. */
async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/signup');
  const signup = main(page);
  await signup.getByLabel('Name', { exact: true }).fill(name);
  await signup.getByLabel('Email', { exact: true }).fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(password);
  await signup.getByLabel('Confirm Password', { exact: true }).fill(password);
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
}

/** Blocked content announces itself in the console ("Refused to … Content Security Policy"). */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export function defineAccountJourneys() {
  test('a forgotten password is reset from the e-mailed link (never shown in Messages), then changed on the profile', async ({
    page,
  }) => {
    test.slow();
    const cspViolations = collectCspViolations(page);
    const email = `reset.${Date.now()}@mail.ng`;
    const first = 'firstpass1';
    const second = 'secondpass2';
    const third = 'thirdpass3';

    // A fresh shopper signs up, then logs out.
    await signUp(page, 'Reset Tester', email, first);
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    await logOut(page);

    // Forgot Password on the login page.
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Forgot Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      dialog.getByText(
        'If an account uses that e-mail address, a link to reset its password is on its way.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The admin opens Messages and the reset e-mail: it is there, but its link holds no token.
    await signIn(page, ADMIN.identifier, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/messages$/);
    // Sign-up also mailed the address check: the reset e-mail is the row that says so.
    const row = main(page)
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: 'Reset your password' });
    // The end-to-end servers mail a local sink: the message is sent, or about to be.
    await expect(row.getByText(/^(Pending|Sent)$/)).toBeVisible();
    await row.getByRole('link', { name: 'Reset your password' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    // The HTML part is drawn in its sandboxed frame: the page's policy lets a srcdoc frame in.
    const frame = page.frameLocator('iframe[title="The e-mail as sent (HTML)"]');
    await expect(frame.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
    const text = (await page.getByTestId('message-text').textContent()) ?? '';
    expect(text).toContain('/reset-password');
    expect(text, 'the admin never sees a live reset link').not.toMatch(/reset-password\?token=/);
    expect(cspViolations).toEqual([]);
    await logOut(page);

    // The link that works is the one in the shopper's inbox: the SMTP sink the servers send to.
    const resetLink = async () => {
      const sink = process.env.E2E_MAIL_SINK;
      if (!sink) throw new Error('no mail sink: run through playwright.config.ts');
      const messages = (await (await page.request.get(sink)).json()) as {
        to: string[];
        subject: string;
        text: string;
      }[];
      const mail = messages.find(
        (m) => m.to.includes(email) && m.subject === 'Reset your password',
      );
      return /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    };
    await expect.poll(resetLink, { timeout: 20_000 }).toBeDefined();
    const link = await resetLink();
    expect(new URL(link ?? '').origin).toBe(new URL(page.url()).origin);

    // The shopper follows the link and chooses a new password.
    await page.goto(link ?? '');
    await main(page).getByLabel('New Password', { exact: true }).fill(second);
    await main(page).getByLabel('Confirm New Password', { exact: true }).fill(second);
    await main(page).getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      main(page).getByText('Your password has been reset. Please sign in with your new password.'),
    ).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await signIn(page, email, first);
    await expect(toast(page, 'Invalid email/username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, second);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/user$/);

    // Signed in, the shopper changes it again on the profile and stays signed in.
    await main(page).getByRole('link', { name: 'Profile' }).click();
    const change = main(page).getByRole('form', { name: 'Change Password' });
    await change.getByLabel('Current Password', { exact: true }).fill(second);
    await change.getByLabel('New Password', { exact: true }).fill(third);
    await change.getByLabel('Confirm New Password', { exact: true }).fill(third);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Your password has been changed')).toBeVisible();
    await page.goto('/dashboard/user/orders');
    await expect(page).toHaveURL(/\/dashboard\/user\/orders$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(0);

    await logOut(page);
    await signIn(page, email, third);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
  });

  test('a shopper downloads their data, then deletes the account; the admin sees the order anonymised', async ({
    page,
  }) => {
    test.slow();
    const email = `erase.${Date.now()}@mail.ng`;
    const password = 'erasepass1';
    await signUp(page, 'Erase Tester', email, password);

    // An order to keep the shop's books honest (placed through the API, as the app would).
    const token = await apiToken(page, { identifier: email, password });
    const listing = await apiCall(page, 'GET', 'product/all?page=1&limit=40');
    const product = (
      listing.body as { products: { _id: string; quantity: number }[] }
    ).products.find((p) => p.quantity > 0);
    expect(product).toBeDefined();
    const placed = await apiCall(page, 'POST', 'product/payment', {
      token,
      json: {
        cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
        shipping: {
          deliveryMethod: 'door',
          fullName: 'Erase Tester',
          phone: '08031234567',
          address: '9 Marina',
          region: 'Lagos',
          city: 'Lagos Island',
        },
      },
    });
    expect(placed.status).toBe(201);
    const orderId = (placed.body as { order: { _id: string } }).order._id;

    // Signed in by the sign-up, the shopper takes their data from the profile.
    await page.goto('/dashboard/user');
    await main(page).getByRole('link', { name: 'Profile' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const data = JSON.parse(text) as { account: { email: string }; orders: { _id: string }[] };
    expect(data.account.email).toBe(email);
    expect(data.orders.map((o) => o._id)).toContain(orderId);

    // Then deletes the account, told first what goes and what stays.
    await main(page).getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog.getByText(/What stays: your orders/)).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await signIn(page, email, password);
    await expect(toast(page, 'Invalid email/username or password')).toBeVisible();

    // The admin still has the order, under "Deleted account".
    await signIn(page, ADMIN.identifier, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await page.goto(`/dashboard/admin/orders?q=${orderId}`);
    await expect(main(page).getByText('Deleted account').first()).toBeVisible();
    await expect(main(page).getByText(email)).toHaveCount(0);
  });
}
