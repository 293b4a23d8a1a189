import type { Plugin } from 'vite';
import { HERO_HEIGHT_PX } from '../../contract/constants';
import { HERO_SLIDES } from '../../contract/hero-slides';

/** Marker in index.html after which the home page's first hero slide goes. */
const NAV_SHELL = '<div class="app-shell-nav"></div>';

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The home page's first paint as plain HTML: index.html's header shell plus the first hero slide,
 * written to home.html, which the server sends for `/` (server/node/static-app.ts). A first-time
 * shopper on a slow connection sees the hero, and its image starts loading with the page, seconds
 * before the scripts have run; React then draws the same slide in the same place. Other paths keep
 * index.html, so the service worker's navigation fallback never shows a hero on /cart.
 */
export function homeShell(): Plugin {
  return {
    name: 'fragrancehub:home-shell',
    apply: 'build',
    // After Vite's own HTML plugin has put the built index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      if (!index.source.includes(NAV_SHELL)) {
        this.error(`index.html lost its ${NAV_SHELL} marker: home.html cannot be built`);
      }
      const slide = HERO_SLIDES[0];
      if (!slide) return;
      const hero = `
      <div class="app-shell-hero" style="height: ${HERO_HEIGHT_PX}px">
        <img src="${slide.image}" alt="" width="1600" height="${HERO_HEIGHT_PX}" fetchpriority="high" />
        <div class="app-shell-hero-text">
          <p class="app-shell-headline">${escapeHtml(slide.headline)}</p>
          <p class="app-shell-tagline">${escapeHtml(slide.tagline)}</p>
          <a class="app-shell-shop" href="/all-fragrances">Shop Now</a>
        </div>
      </div>`;
      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: index.source.replace(NAV_SHELL, NAV_SHELL + hero),
      });
    },
  };
}
