// Generates the app icons from one SVG (run once; the PNGs are committed).
// `node scripts/generate-icons.mjs` — needs sharp, a dev dependency.
import { writeFileSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';

const bottle = (bg, inset) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${inset ? 0 : 96}" fill="${bg}"/>
  <g transform="translate(256 270) scale(${inset ? 0.72 : 0.9}) translate(-256 -270)">
    <rect x="221" y="96" width="70" height="58" rx="10" fill="#f4d9a0"/>
    <rect x="236" y="150" width="40" height="34" fill="#e8c27a"/>
    <rect x="146" y="182" width="220" height="250" rx="48" fill="#ffffff" opacity="0.95"/>
    <text x="256" y="340" font-family="Georgia, serif" font-size="120" font-weight="700"
      text-anchor="middle" fill="#6b2d5c">F</text>
  </g>
</svg>`;

mkdirSync('public/icons', { recursive: true });
const normal = Buffer.from(bottle('#6b2d5c', false));
const maskable = Buffer.from(bottle('#6b2d5c', true));
writeFileSync('public/favicon.svg', bottle('#6b2d5c', false).trim() + '\n');
await sharp(normal).resize(192).png().toFile('public/icons/icon-192.png');
await sharp(normal).resize(512).png().toFile('public/icons/icon-512.png');
await sharp(maskable).resize(512).png().toFile('public/icons/icon-maskable-512.png');
await sharp(normal)
  .resize(180)
  .flatten({ background: '#6b2d5c' })
  .png()
  .toFile('public/apple-touch-icon.png');

// An .ico holding one 32x32 PNG: a 6-byte header and one 16-byte directory entry.
const png = await sharp(normal).resize(32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([header, png]));
console.log('icons written');
