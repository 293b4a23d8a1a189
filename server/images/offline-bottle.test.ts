import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offlineBottleSvg } from './offline-bottle';

describe('the offline image', () => {
  it('is the bottle drawing the server makes, as kept in public/ for the service worker', () => {
    const kept = readFileSync(new URL('../../public/images/offline-bottle.svg', import.meta.url));
    // Written again after a change to the drawing by: npx tsx -e "import { offlineBottleSvg } from
    // './server/images/offline-bottle.ts'; …writeFileSync('public/images/offline-bottle.svg', …)".
    expect(kept.toString('utf8')).toBe(offlineBottleSvg());
    expect(offlineBottleSvg()).toMatch(/^<svg [^>]*role="img"/);
  });
});
