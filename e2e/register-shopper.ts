import { expect, type Page } from '@playwright/test';

/**
 * A fresh shopper registered through the API from the page (no list, order or review of their
 * own yet), named `<prefix>-<time>@email.com`; answers the e-mail.
 */
export async function registerShopper(
  page: Page,
  { prefix, name, password }: { prefix: string; name: string; password: string },
): Promise<string> {
  const email = `${prefix}-${Date.now()}@email.com`;
  const registered = await page.evaluate(
    async (fields) => {
      const body = new FormData();
      body.set('name', fields.name);
      body.set('username', '');
      body.set('email', fields.email);
      body.set('password', fields.password);
      return (await fetch('/api/v1/auth/register', { method: 'POST', body })).ok;
    },
    { email, name, password },
  );
  expect(registered).toBe(true);
  return email;
}

/** A fresh shopper, registered, then signed in through the login form. */
export async function signUpAndSignIn(
  page: Page,
  shopper: { prefix: string; name: string; password: string },
): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/login');
  await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const email = await registerShopper(page, shopper);
  await main.getByLabel('Email or Username').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(shopper.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}
