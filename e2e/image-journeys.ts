import { expect, type Page } from '@playwright/test';
import { test } from './journey-test';
import { HOME_HEADING } from '../src/features/home/home-heading';

// Issue 16's image journeys, over the demo catalogue: they run on the real server (which
// resizes) and in mock mode (which answers every width with the drawing itself).

interface CardImage {
  src: string;
  width: number;
}

/** The listing's card images that have loaded: the URL the browser chose and the drawn width. */
async function loadedCardImages(page: Page): Promise<CardImage[]> {
  return page
    .getByRole('article')
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => ({ src: img.currentSrc, width: img.getBoundingClientRect().width })),
    );
}

export function defineImageJourneys() {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`product cards at ${viewport.width} px ask for a width no larger than twice what they draw`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/all-fragrances');
      await expect(page.getByText(/^Showing \d+ of \d+ Products$/)).toBeVisible({
        timeout: 30_000,
      });
      await expect.poll(async () => (await loadedCardImages(page)).length).toBeGreaterThan(1);
      const cards = await loadedCardImages(page);
      for (const card of cards) {
        const url = new URL(card.src);
        // Absolute URLs of this origin, each asking for a listed width.
        expect(url.origin).toBe(new URL(page.url()).origin);
        const asked = Number(url.searchParams.get('w'));
        expect(asked, card.src).toBeGreaterThan(0);
        expect(asked, card.src).toBeLessThanOrEqual(2 * card.width);
      }
    });
  }

  test("every demo product's first image differs from every other product's", async ({ page }) => {
    await page.goto('/');
    // The app renders once its API answers (in mock mode, once its worker serves it).
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible({
      timeout: 30_000,
    });
    // Fetched by the page, so mock mode's API answers too.
    const firsts = await page.evaluate(async () => {
      const res = await fetch('/api/v1/product/all?limit=1000');
      const body = (await res.json()) as {
        products: { name: string; images: { url: string }[] }[];
      };
      return Promise.all(
        body.products.map(async (product) => {
          const url = product.images[0]?.url ?? '';
          const image = await fetch(url);
          const digest = await crypto.subtle.digest('SHA-256', await image.arrayBuffer());
          const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'));
          return { name: product.name, url, status: image.status, digest: hex.join('') };
        }),
      );
    });
    expect(firsts.length).toBeGreaterThanOrEqual(60);
    const seen = new Map<string, string>();
    for (const first of firsts) {
      expect(first.status, first.url).toBe(200);
      expect(seen.get(first.digest), `${first.name}'s first image is another product's`).toBe(
        undefined,
      );
      seen.set(first.digest, first.name);
    }
  });
}
