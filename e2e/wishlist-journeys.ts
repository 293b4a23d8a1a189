import { expect, type Page } from '@playwright/test';
import { savedState } from '../scripts/saved-state.mjs';
import { ADMIN, apiCall, apiToken } from './admin-journey';
import { test } from './journey-test';
import { registerShopper } from './register-shopper';
import { MOCK } from './project-tags';

// Issue 48's wishlist and back-in-stock alerts, through the UI (and same-origin fetches from the
// page for what a shopper cannot see: the account's list on the server, the shop's outbox).
// The wishlist journey runs on the server and in mock mode; the alert's e-mail on the server.

const main = (page: Page) => page.getByRole('main');
const PASSWORD = 'wishlist-journey';

async function signIn(page: Page, email: string) {
  await main(page).getByLabel('Email or Username').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/**
 * The account's list as the server keeps it; null while the API does not answer (in mock mode,
 * just after a reload, until its worker runs), so that a poll asks again.
 */
async function accountList(page: Page, email: string): Promise<string[] | null> {
  const login = await apiCall(page, 'POST', 'auth/login', {
    json: { identifier: email, password: PASSWORD },
  });
  if (login.status !== 200) return null;
  const token = (login.body as { user: { token: string } }).user.token;
  const answer = await apiCall(page, 'GET', 'wishlist', { token });
  return answer.status === 200 ? (answer.body as { productIds: string[] }).productIds : null;
}

/** The product id a card's heart saves (its card links to /detail/{id}). */
async function cardProduct(page: Page, index: number) {
  const card = main(page).getByRole('article').nth(index);
  const name = (await card.getAttribute('aria-label')) ?? '';
  const href = (await card.getByRole('link', { name }).first().getAttribute('href')) ?? '';
  return { name, id: href.split('/').pop() ?? '' };
}

export function defineWishlistJourneys() {
  test(
    'a wishlist built signed out survives sign-in, shows offline and sends offline changes',
    { tag: MOCK },
    async ({ page, context }, testInfo) => {
      const server = testInfo.project.name !== 'mock';
      await page.goto('/all-fragrances');
      await expect(main(page).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
      const first = await cardProduct(page, 0);
      const second = await cardProduct(page, 1);

      await test.step('signed out: two hearts, kept under `wishlist`, counted in the header', async () => {
        await main(page)
          .getByRole('button', { name: `Add ${first.name} to wishlist` })
          .click();
        await main(page)
          .getByRole('button', { name: `Add ${second.name} to wishlist` })
          .click();
        await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
        await expect(
          main(page).getByRole('button', { name: `Remove ${first.name} from wishlist` }),
        ).toHaveAttribute('aria-pressed', 'true');
        expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe(
          JSON.stringify([second.id, first.id]),
        );
      });

      const email = await registerShopper(page, {
        prefix: 'wishlist',
        name: 'Ngozi Okafor',
        password: PASSWORD,
      });
      await test.step('signing in merges it into the account and clears the signed-out list', async () => {
        await page.goto('/login?redirect=%2Fwishlist');
        await signIn(page, email);
        await expect(page).toHaveURL(/\/wishlist$/);
        await expect(
          main(page).getByRole('button', { name: `Remove from wishlist: ${first.name}` }),
        ).toBeVisible();
        await expect
          .poll(() => accountList(page, email), { timeout: 15_000 })
          .toEqual([second.id, first.id]);
        expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]');
      });

      await test.step('offline, /wishlist shows from the saved catalogue; a removal waits', async () => {
        await expect.poll(async () => (await savedState(page)).products > 0).toBe(true);
        if (server) {
          await expect
            .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
              timeout: 15_000,
            })
            .toBe(true);
        }
        await context.setOffline(true);
        // On the server the service worker serves the reloaded page; mock mode has no PWA worker
        // (MSW holds the scope), so there the open page goes offline without a reload.
        if (server) await page.reload();
        await expect(
          main(page).getByRole('button', { name: `Remove from wishlist: ${second.name}` }),
        ).toBeVisible({ timeout: 20_000 });
        await main(page)
          .getByRole('button', { name: `Remove from wishlist: ${second.name}` })
          .click();
        await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                (
                  JSON.parse(localStorage.getItem('wishlistAccount') ?? '{}') as {
                    pending?: unknown[];
                  }
                ).pending?.length,
            ),
          )
          .toBe(1);
      });

      await test.step('back online, the removal reaches the account', async () => {
        await context.setOffline(false);
        // The open page hears 'online'; a reload (the next start) sends it as well.
        await page.reload();
        await expect.poll(() => accountList(page, email), { timeout: 20_000 }).toEqual([first.id]);
        await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
      });
    },
  );
}

/** Server only: the e-mail goes through the server's outbox (read as the admin's Messages do). */
export function defineBackInStockJourney() {
  test("a sold-out product's alert is mailed once the admin restocks it", async ({ page }) => {
    await page.goto('/login');
    const email = await registerShopper(page, {
      prefix: 'alert',
      name: 'Ngozi Okafor',
      password: PASSWORD,
    });
    // Alerts are mailed only to a proved address: the shopper follows the link from the inbox.
    await test.step('the shopper confirms the e-mail address from the link sent at sign-up', async () => {
      const verifyLink = async () => {
        const sink = process.env.E2E_MAIL_SINK;
        if (!sink) throw new Error('no mail sink: run through playwright.config.ts');
        const messages = (await (await page.request.get(sink)).json()) as {
          to: string[];
          text: string;
        }[];
        const mail = messages.find((m) => m.to.includes(email));
        return /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
      };
      await expect.poll(verifyLink, { timeout: 20_000 }).toBeDefined();
      await page.goto((await verifyLink()) ?? '');
      // Confirmed; signed out, the profile asks for a sign-in first and keeps the outcome.
      await expect(page).toHaveURL(/profile(\?|%3F)email(=|%3D)verified$/);
    });
    const admin = await apiToken(page, ADMIN);
    const list = await apiCall(page, 'GET', 'product/all?limit=100');
    const products = (list.body as { products: { _id: string; name: string; quantity: number }[] })
      .products;
    const product = products.find((p) => p.quantity > 0);
    if (!product) throw new Error('seed lacks stock');
    const setStock = async (quantity: number) =>
      expect(
        (
          await apiCall(page, 'PUT', `admin/products/${product._id}/stock`, {
            token: admin,
            json: { quantity },
          })
        ).status,
      ).toBe(200);

    await setStock(0);
    try {
      await test.step('signed out, Notify me leads to sign-in and back to the product', async () => {
        await page.goto(`/detail/${product._id}`);
        await main(page).getByRole('link', { name: "Notify me when it's back" }).click();
        await expect(page).toHaveURL(/\/login\?redirect=/);
        await signIn(page, email);
        await expect(page).toHaveURL(new RegExp(`/detail/${product._id}$`));
      });

      await test.step('signed in, the shopper subscribes and the account lists the alert', async () => {
        await main(page).getByRole('button', { name: "Notify me when it's back" }).click();
        await expect(main(page).getByText("We will e-mail you when it's back")).toBeVisible();
        await page.goto('/dashboard/user');
        await expect(
          main(page).getByRole('button', { name: `Cancel the alert for ${product.name}` }),
        ).toBeVisible();
      });
    } finally {
      await setStock(product.quantity);
    }

    await test.step('the restock mails "Back in stock" once, and the alert ends', async () => {
      // What reached the shopper's inbox: the SMTP sink the servers send to.
      const mailed = async () => {
        const sink = process.env.E2E_MAIL_SINK;
        if (!sink) throw new Error('no mail sink: run through playwright.config.ts');
        const messages = (await (await page.request.get(sink)).json()) as {
          to: string[];
          subject: string;
          text: string;
        }[];
        return messages
          .filter((m) => m.to.includes(email) && m.subject.startsWith('Back in stock'))
          .map((m) => ({ subject: m.subject, linked: m.text.includes(`/detail/${product._id}`) }));
      };
      await expect
        .poll(mailed, { timeout: 20_000 })
        .toEqual([{ subject: `Back in stock: ${product.name}`, linked: true }]);
      await page.reload();
      await expect(main(page).getByText('No alerts.', { exact: false })).toBeVisible();
    });
  });
}
