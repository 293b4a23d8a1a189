import { expect, test as setup } from '@playwright/test';

// Runs before the mock project's journeys (its `dependencies`). The dev server compiles modules
// the first time a page asks for them and its dependency optimiser may reload that page once: on
// a slow machine, added to the in-page database's first boot, that was over the first journey's
// patience. Visiting the screens the journeys use, until each shows its content, pays the
// compiling once, here, with a budget of its own; each journey then only boots its own database.

setup('mock mode: the screens the journeys use are compiled', async ({ page }) => {
  setup.setTimeout(300_000);
  const patience = { timeout: 120_000 };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Elegance' })).toBeVisible(
    patience,
  );
  await expect(page.getByRole('list', { name: 'Flash Sale' }).getByRole('article')).toHaveCount(
    4,
    patience,
  );

  await page.goto('/all-fragrances');
  await expect(page.getByText(/^Showing \d+ of \d+ Products$/)).toBeVisible(patience);
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detail\//, patience);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(patience);

  for (const [path, heading] of [
    ['/cart', 'Your Cart is Empty'],
    ['/login', 'Login'],
    ['/signup', 'Sign Up'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(patience);
  }
});
