import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { MOCK } from './project-tags';

// Search that forgives typos (issue 59), against the real server (search.spec.ts) and in mock
// mode (search.mock.spec.ts): the device answers from its copy of the catalogue, offline too.

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');

/** Types into the header's search box (a combobox once reached for) and searches. */
async function searchFor(page: Page, keyword: string) {
  const plain = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  if (await plain.isVisible()) await plain.click();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${keyword}$`));
}

export function defineSearchJourneys() {
  test(`offline, "diro" finds Dior and says it searched for 'dior' ${MOCK}`, async ({
    page,
    context,
  }) => {
    // The listing brings the device its copy of the catalogue.
    await page.goto('/all-fragrances');
    await expect(main(page).getByText(/^Showing \d+ of \d+ Products$/)).toBeVisible({
      timeout: 20_000,
    });
    // One search online, so the search's code is on the device (mock mode has no service worker
    // to hold it offline; the server's build precaches it).
    await searchFor(page, 'oud');
    await expect(main(page).getByText(/^Found \d+ product\(s\)$/)).toBeVisible({
      timeout: 20_000,
    });

    await context.setOffline(true);
    await searchFor(page, 'diro');
    await expect(
      main(page).getByText("Showing results for 'dior' — search instead for 'diro'"),
    ).toBeVisible({ timeout: 20_000 });
    await expect(cards(page).first()).toBeVisible();
    const names = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label') ?? ''),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('Dior '))).toBe(true);
    await expect(main(page).getByText(`Found ${names.length} product(s)`)).toBeVisible();
    await context.setOffline(false);
  });
}
