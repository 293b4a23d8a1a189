// Generates the home page's decorative images (hero, brands, reviewers, blog) as small WebP files
// from SVG art, so the storefront needs no network image. Run: node scripts/generate-storefront-images.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve('public/images');

const bottle = (x, y, s, body, cap) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-14" y="-120" width="28" height="26" rx="4" fill="${cap}"/>
    <rect x="-8" y="-96" width="16" height="16" fill="${cap}" opacity="0.8"/>
    <rect x="-60" y="-82" width="120" height="150" rx="26" fill="${body}" opacity="0.92"/>
    <rect x="-44" y="-62" width="22" height="110" rx="10" fill="#ffffff" opacity="0.25"/>
  </g>`;

const HERO = [
  ['#2b0f25', '#8a3472', '#f5d7b0', '#d4a24c'],
  ['#3a0a16', '#b3264a', '#ffc2cf', '#7a0f2a'],
  ['#0b3b4a', '#2fa3b5', '#d8fbff', '#0f6c7a'],
  ['#1d1d2b', '#6b6b8a', '#e9e4ff', '#b8a6ff'],
];

const hero = ([from, to, glass, cap]) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="450" viewBox="0 0 1600 450">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="450" fill="url(#g)"/>
  <circle cx="1250" cy="120" r="220" fill="#ffffff" opacity="0.06"/>
  <circle cx="1050" cy="420" r="160" fill="#ffffff" opacity="0.05"/>
  ${bottle(1180, 300, 1.5, glass, cap)}
  ${bottle(1380, 330, 1.1, glass, cap)}
</svg>`;

const brand = (label, from, to) => `
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="320" height="160" rx="16" fill="url(#g)"/>
  <text x="160" y="94" font-family="Georgia, serif" font-size="34" font-weight="700" fill="#ffffff"
    text-anchor="middle" letter-spacing="3">${label}</text>
</svg>`;

const avatar = (skin, hair, shirt) => `
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <rect width="96" height="96" fill="#f3e6ef"/>
  <circle cx="48" cy="40" r="22" fill="${hair}"/>
  <circle cx="48" cy="44" r="18" fill="${skin}"/>
  <path d="M14 96c4-20 18-28 34-28s30 8 34 28z" fill="${shirt}"/>
</svg>`;

const blog = (from, to, glass) => `
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="360" viewBox="0 0 600 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="600" height="360" fill="url(#g)"/>
  <rect x="0" y="280" width="600" height="80" fill="#000000" opacity="0.08"/>
  ${bottle(300, 250, 1.2, glass, '#3a2a1a')}
</svg>`;

const files = [
  ...HERO.map((colours, i) => [`hero-${i + 1}.webp`, hero(colours)]),
  ['brand-dior.webp', brand('DIOR', '#1f1f1f', '#5a5a5a')],
  ['brand-versace.webp', brand('VERSACE', '#8a6d1f', '#d4a24c')],
  ['brand-armani.webp', brand('ARMANI', '#233044', '#4d6a8f')],
  ['brand-lattafa.webp', brand('LATTAFA', '#55204a', '#b64a95')],
  ['avatar-1.webp', avatar('#8d5524', '#2b1a0e', '#8a3472')],
  ['avatar-2.webp', avatar('#c68642', '#1a1a1a', '#2fa3b5')],
  ['avatar-3.webp', avatar('#6b3e1f', '#0d0d0d', '#d4a24c')],
  ['avatar-4.webp', avatar('#e0ac69', '#4a2c12', '#b3264a')],
  ['blog-1.webp', blog('#fbeff8', '#cf8dbb', '#8a3472')],
  ['blog-2.webp', blog('#eaf7f9', '#2fa3b5', '#0f6c7a')],
  ['blog-3.webp', blog('#fff4e0', '#d4a24c', '#8a6d1f')],
  ['blog-4.webp', blog('#f1eefe', '#6b6b8a', '#3a3a5a')],
];

await mkdir(out, { recursive: true });
for (const [name, svg] of files) {
  await sharp(Buffer.from(svg)).webp({ quality: 72 }).toFile(path.join(out, name));
}
console.log(`wrote ${files.length} images to ${out}`);
