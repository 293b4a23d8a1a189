import { expect, test } from '@playwright/test';
import { defineImageJourneys } from './image-journeys';

defineImageJourneys();

// Only the real server renders pages: the images in its HTML point at the origin the page was
// asked for, never at the placeholder host the render's in-process API calls use.
test('a server-rendered listing names its images by absolute URLs of its own origin', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/all-fragrances');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`${baseURL}/api/v1/images/`);
  expect(html).not.toContain('ssr.invalid');
  expect(html).toMatch(/srcSet="[^"]*\?w=160 160w/i);
});
