// Renders the demo catalogue's product photos locally (no network): sixteen perfume-bottle
// drawings, each a small WebP, written as base64 into server/db/seed-images.gen.ts so that the
// Node server and the in-page mock can both seed them without a file system.
// Run: node scripts/generate-seed-images.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';

const SIZE = 600;

const designs = [
  {
    name: 'amber-classic',
    glass: '#c8782a',
    liquid: '#e3a34f',
    cap: '#2b2b2b',
    bg: '#f7efe4',
    shape: 'rect',
  },
  {
    name: 'rose-round',
    glass: '#d77a91',
    liquid: '#f2b5c4',
    cap: '#c9a227',
    bg: '#fbeff2',
    shape: 'round',
  },
  {
    name: 'ocean-tall',
    glass: '#2f6690',
    liquid: '#81c3d7',
    cap: '#d9dcd6',
    bg: '#eaf4f8',
    shape: 'tall',
  },
  {
    name: 'noir-square',
    glass: '#1d1d1f',
    liquid: '#3a3a3c',
    cap: '#c9a227',
    bg: '#ece9e4',
    shape: 'square',
  },
  {
    name: 'citrus-flask',
    glass: '#e9c46a',
    liquid: '#f4d58d',
    cap: '#2a9d8f',
    bg: '#fdf8e8',
    shape: 'flask',
  },
  {
    name: 'cedar-block',
    glass: '#6b4226',
    liquid: '#a0703f',
    cap: '#1e1e1e',
    bg: '#f3ece4',
    shape: 'square',
  },
  {
    name: 'lavender-drop',
    glass: '#7b6d8d',
    liquid: '#b8a9c9',
    cap: '#f1f1f1',
    bg: '#f2eff6',
    shape: 'round',
  },
  {
    name: 'emerald-tall',
    glass: '#2d6a4f',
    liquid: '#74c69d',
    cap: '#d4af37',
    bg: '#edf6f0',
    shape: 'tall',
  },
  {
    name: 'vanilla-rect',
    glass: '#f1e3c6',
    liquid: '#e8cf9a',
    cap: '#8d6e63',
    bg: '#fffaf1',
    shape: 'rect',
  },
  {
    name: 'ruby-flask',
    glass: '#9b2226',
    liquid: '#ca6702',
    cap: '#111111',
    bg: '#f9ecea',
    shape: 'flask',
  },
  {
    name: 'sky-square',
    glass: '#90e0ef',
    liquid: '#caf0f8',
    cap: '#023e8a',
    bg: '#eef9fc',
    shape: 'square',
  },
  {
    name: 'gold-round',
    glass: '#b08d57',
    liquid: '#e6c98f',
    cap: '#3d2b1f',
    bg: '#f8f3ea',
    shape: 'round',
  },
  {
    name: 'midnight-tall',
    glass: '#14213d',
    liquid: '#3c4f76',
    cap: '#fca311',
    bg: '#e9ecf2',
    shape: 'tall',
  },
  {
    name: 'blush-rect',
    glass: '#e5989b',
    liquid: '#ffcdb2',
    cap: '#6d6875',
    bg: '#fff4f0',
    shape: 'rect',
  },
  {
    name: 'lime-flask',
    glass: '#80b918',
    liquid: '#bfd200',
    cap: '#2b2d42',
    bg: '#f5f9e9',
    shape: 'flask',
  },
  {
    name: 'smoke-square',
    glass: '#6c757d',
    liquid: '#adb5bd',
    cap: '#212529',
    bg: '#f1f3f5',
    shape: 'square',
  },
];

function bottle({ glass, liquid, cap, shape }) {
  switch (shape) {
    case 'round':
      return `<rect x="265" y="110" width="70" height="70" rx="10" fill="${cap}"/>
        <rect x="283" y="175" width="34" height="40" fill="${cap}" opacity="0.8"/>
        <circle cx="300" cy="360" r="150" fill="${glass}"/>
        <circle cx="300" cy="385" r="120" fill="${liquid}" opacity="0.75"/>
        <ellipse cx="240" cy="300" rx="22" ry="60" fill="#fff" opacity="0.25"/>`;
    case 'tall':
      return `<rect x="270" y="60" width="60" height="80" rx="6" fill="${cap}"/>
        <rect x="285" y="140" width="30" height="30" fill="${cap}" opacity="0.8"/>
        <rect x="215" y="170" width="170" height="370" rx="24" fill="${glass}"/>
        <rect x="230" y="260" width="140" height="265" rx="16" fill="${liquid}" opacity="0.75"/>
        <rect x="232" y="190" width="18" height="320" rx="9" fill="#fff" opacity="0.25"/>`;
    case 'square':
      return `<rect x="250" y="90" width="100" height="90" rx="4" fill="${cap}"/>
        <rect x="280" y="180" width="40" height="30" fill="${cap}" opacity="0.8"/>
        <rect x="150" y="210" width="300" height="300" rx="12" fill="${glass}"/>
        <rect x="170" y="280" width="260" height="210" rx="8" fill="${liquid}" opacity="0.75"/>
        <rect x="172" y="228" width="20" height="260" rx="8" fill="#fff" opacity="0.25"/>`;
    case 'flask':
      return `<rect x="268" y="80" width="64" height="80" rx="30" fill="${cap}"/>
        <rect x="282" y="160" width="36" height="70" fill="${glass}"/>
        <path d="M282 230 L160 480 Q150 530 205 530 L395 530 Q450 530 440 480 L318 230 Z" fill="${glass}"/>
        <path d="M240 330 L182 470 Q176 505 212 505 L388 505 Q424 505 418 470 L360 330 Z" fill="${liquid}" opacity="0.75"/>
        <rect x="214" y="380" width="16" height="90" rx="8" fill="#fff" opacity="0.25"/>`;
    default:
      return `<rect x="255" y="80" width="90" height="100" rx="12" fill="${cap}"/>
        <rect x="280" y="180" width="40" height="35" fill="${cap}" opacity="0.8"/>
        <rect x="175" y="215" width="250" height="320" rx="36" fill="${glass}"/>
        <rect x="195" y="300" width="210" height="215" rx="24" fill="${liquid}" opacity="0.75"/>
        <rect x="197" y="235" width="22" height="270" rx="11" fill="#fff" opacity="0.25"/>`;
  }
}

function svg(design) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 600 600">
  <defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0%" stop-color="#ffffff"/><stop offset="100%" stop-color="${design.bg}"/></radialGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <ellipse cx="300" cy="548" rx="170" ry="16" fill="#000" opacity="0.08"/>
  ${bottle(design)}
  <rect x="240" y="400" width="120" height="46" rx="6" fill="#fff" opacity="0.85"/>
  <rect x="256" y="414" width="88" height="6" rx="3" fill="${design.cap}" opacity="0.7"/>
  <rect x="270" y="428" width="60" height="5" rx="2.5" fill="${design.cap}" opacity="0.5"/>
</svg>`;
}

const entries = [];
for (const design of designs) {
  const webp = await sharp(Buffer.from(svg(design)))
    .webp({ quality: 70 })
    .toBuffer();
  entries.push({ name: design.name, base64: webp.toString('base64'), bytes: webp.length });
}

const out = path.resolve('server/db/seed-images.gen.ts');
const source = `// Generated by scripts/generate-seed-images.mjs: demo product photos (WebP, ${SIZE}×${SIZE}), drawn locally.
// Do not edit; rerun the script to change them.

export interface SeedImage {
  name: string;
  mime: 'image/webp';
  base64: string;
}

export const seedImages: readonly SeedImage[] = [
${entries.map((e) => `  { name: '${e.name}', mime: 'image/webp', base64: '${e.base64}' },`).join('\n')}
];
`;
// Formatted like the rest of the code so `prettier --check` passes on the generated file.
writeFileSync(out, await format(source, { ...(await resolveConfig(out)), filepath: out }));
const total = entries.reduce((s, e) => s + e.bytes, 0);
console.log(
  `wrote ${entries.length} images (${Math.round(total / 1024)} KB, max ${Math.max(...entries.map((e) => e.bytes))} B) to ${path.relative(process.cwd(), out)}`,
);
