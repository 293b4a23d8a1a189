// Drawings of a product: its bottle with the brand and name on the label, the same bottle at an
// angle, and its box. The demo catalogue is seeded with them (each product its own, so no two
// products look alike) and products without uploads are shown one (placeholder-svg.ts). SVG text
// of a few kilobytes, made in any host (the page too) with no codec; the image route serves it
// under a CSP that runs nothing, and Node's processor rasterises it for `?w=`. Uploads can never
// be SVG (sniff-image.ts): these are ours, and every text in them is escaped.
import { shownName } from '../../contract/rules/shown-name';

/** The media type of the drawings (and of any SVG the image routes pass through). */
export const SVG_MIME = 'image/svg+xml';

export type BottleView = 'front' | 'angle' | 'box';
export const BOTTLE_VIEWS: readonly BottleView[] = ['front', 'angle', 'box'];

type Shape = 'rect' | 'round' | 'tall' | 'square' | 'flask';

interface Design {
  glass: string;
  liquid: string;
  cap: string;
  bg: string;
  shape: Shape;
}

const DESIGNS: readonly Design[] = [
  { glass: '#c8782a', liquid: '#e3a34f', cap: '#2b2b2b', bg: '#f7efe4', shape: 'rect' },
  { glass: '#d77a91', liquid: '#f2b5c4', cap: '#c9a227', bg: '#fbeff2', shape: 'round' },
  { glass: '#2f6690', liquid: '#81c3d7', cap: '#d9dcd6', bg: '#eaf4f8', shape: 'tall' },
  { glass: '#1d1d1f', liquid: '#3a3a3c', cap: '#c9a227', bg: '#ece9e4', shape: 'square' },
  { glass: '#e9c46a', liquid: '#f4d58d', cap: '#2a9d8f', bg: '#fdf8e8', shape: 'flask' },
  { glass: '#6b4226', liquid: '#a0703f', cap: '#1e1e1e', bg: '#f3ece4', shape: 'square' },
  { glass: '#7b6d8d', liquid: '#b8a9c9', cap: '#f1f1f1', bg: '#f2eff6', shape: 'round' },
  { glass: '#2d6a4f', liquid: '#74c69d', cap: '#d4af37', bg: '#edf6f0', shape: 'tall' },
  { glass: '#b08d57', liquid: '#e8cf9a', cap: '#8d6e63', bg: '#fffaf1', shape: 'rect' },
  { glass: '#9b2226', liquid: '#ca6702', cap: '#111111', bg: '#f9ecea', shape: 'flask' },
  { glass: '#4ea8c4', liquid: '#caf0f8', cap: '#023e8a', bg: '#eef9fc', shape: 'square' },
  { glass: '#b08d57', liquid: '#e6c98f', cap: '#3d2b1f', bg: '#f8f3ea', shape: 'round' },
  { glass: '#14213d', liquid: '#3c4f76', cap: '#fca311', bg: '#e9ecf2', shape: 'tall' },
  { glass: '#e5989b', liquid: '#ffcdb2', cap: '#6d6875', bg: '#fff4f0', shape: 'rect' },
  { glass: '#80b918', liquid: '#bfd200', cap: '#2b2d42', bg: '#f5f9e9', shape: 'flask' },
  { glass: '#6c757d', liquid: '#adb5bd', cap: '#212529', bg: '#f1f3f5', shape: 'square' },
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A stable pick from the text, so a product keeps its look across seeds and hosts. */
function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** Splits a name into at most `max` lines of about `width` characters. */
function lines(text: string, width: number, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  const shown = out.slice(0, max);
  if (out.length > max) shown[max - 1] = `${(shown[max - 1] ?? '').slice(0, width - 1)}…`;
  return shown.map((l) => (l.length > width + 2 ? `${l.slice(0, width + 1)}…` : l));
}

/** The name without the brand in front of it: the label prints the brand on its own line. */
function lineName(brand: string, name: string): string {
  const rest = brand && name.toLowerCase().startsWith(`${brand.toLowerCase()} `);
  return rest ? name.slice(brand.length + 1) : name;
}

function bottleShape({ glass, liquid, cap, shape }: Design): string {
  switch (shape) {
    case 'round':
      return `<rect x="265" y="110" width="70" height="70" rx="10" fill="${cap}"/><rect x="283" y="175" width="34" height="40" fill="${cap}" opacity="0.8"/><circle cx="300" cy="360" r="150" fill="${glass}"/><circle cx="300" cy="385" r="120" fill="${liquid}" opacity="0.75"/><ellipse cx="240" cy="300" rx="22" ry="60" fill="#fff" opacity="0.25"/>`;
    case 'tall':
      return `<rect x="270" y="60" width="60" height="80" rx="6" fill="${cap}"/><rect x="285" y="140" width="30" height="30" fill="${cap}" opacity="0.8"/><rect x="205" y="170" width="190" height="370" rx="24" fill="${glass}"/><rect x="222" y="260" width="156" height="265" rx="16" fill="${liquid}" opacity="0.75"/><rect x="224" y="190" width="18" height="320" rx="9" fill="#fff" opacity="0.25"/>`;
    case 'square':
      return `<rect x="250" y="90" width="100" height="90" rx="4" fill="${cap}"/><rect x="280" y="180" width="40" height="30" fill="${cap}" opacity="0.8"/><rect x="150" y="210" width="300" height="300" rx="12" fill="${glass}"/><rect x="170" y="280" width="260" height="210" rx="8" fill="${liquid}" opacity="0.75"/><rect x="172" y="228" width="20" height="260" rx="8" fill="#fff" opacity="0.25"/>`;
    case 'flask':
      return `<rect x="268" y="80" width="64" height="80" rx="30" fill="${cap}"/><rect x="282" y="160" width="36" height="70" fill="${glass}"/><path d="M282 230 L160 480 Q150 530 205 530 L395 530 Q450 530 440 480 L318 230 Z" fill="${glass}"/><path d="M240 330 L182 470 Q176 505 212 505 L388 505 Q424 505 418 470 L360 330 Z" fill="${liquid}" opacity="0.75"/><rect x="214" y="380" width="16" height="90" rx="8" fill="#fff" opacity="0.25"/>`;
    default:
      return `<rect x="255" y="80" width="90" height="100" rx="12" fill="${cap}"/><rect x="280" y="180" width="40" height="35" fill="${cap}" opacity="0.8"/><rect x="175" y="215" width="250" height="320" rx="36" fill="${glass}"/><rect x="195" y="300" width="210" height="215" rx="24" fill="${liquid}" opacity="0.75"/><rect x="197" y="235" width="22" height="270" rx="11" fill="#fff" opacity="0.25"/>`;
  }
}

/** The label: the brand in small capitals over the product's name, centred at (cx, top). */
function label(brand: string, name: string, cx: number, top: number, ink: string): string {
  const nameLines = lines(name, 13, 2);
  const height = 46 + nameLines.length * 26;
  const text = nameLines
    .map((l, i) => `<text x="${cx}" y="${top + 62 + i * 26}" font-size="22">${escapeXml(l)}</text>`)
    .join('');
  return `<rect x="${cx - 108}" y="${top}" width="216" height="${height}" rx="8" fill="#fffdf8" opacity="0.95"/>
<g font-family="Georgia, 'DejaVu Serif', serif" fill="${ink}" text-anchor="middle"><text x="${cx}" y="${top + 30}" font-size="15" letter-spacing="3">${escapeXml(brand.toUpperCase())}</text>${text}</g>`;
}

function frame(bg: string, body: string, caption: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(caption)}">
<defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0%" stop-color="#ffffff"/><stop offset="100%" stop-color="${bg}"/></radialGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
${body}
</svg>`;
}

export interface BottleDrawing {
  brand: string;
  name: string;
  view: BottleView;
}

/** One view of a product, as SVG text. */
export function bottleSvg({ brand: wireBrand, name, view }: BottleDrawing): string {
  // The label prints the brand as shoppers spell it ('Lattafa', not the wire's 'Lataffa').
  const brand = shownName(wireBrand);
  const design = DESIGNS[hash(name) % DESIGNS.length] ?? DESIGNS[0];
  if (!design) throw new Error('no bottle designs');
  const title = lineName(brand, name);
  const ink = '#2b2b2b';
  const shadow = '<ellipse cx="300" cy="548" rx="170" ry="16" fill="#000" opacity="0.08"/>';
  const bottle = `${bottleShape(design)}${label(brand, title, 300, 330, ink)}`;
  if (view === 'front') return frame(design.bg, `${shadow}${bottle}`, name);
  if (view === 'angle') {
    // Turned a little and seen from nearer: the same bottle, another photo.
    return frame(
      design.bg,
      `${shadow}<g transform="translate(300 320) rotate(-14) scale(0.92 1) translate(-300 -320)">${bottle}</g>`,
      `${name}, another angle`,
    );
  }
  // The box, with the bottle beside it.
  return frame(
    design.bg,
    `<ellipse cx="300" cy="552" rx="230" ry="16" fill="#000" opacity="0.08"/>
<rect x="70" y="150" width="260" height="400" rx="6" fill="${design.glass}"/>
<rect x="70" y="150" width="260" height="36" fill="${design.cap}" opacity="0.85"/>
<rect x="84" y="200" width="232" height="336" rx="4" fill="none" stroke="${design.liquid}" stroke-width="3"/>
${label(brand, title, 200, 300, ink)}
<g transform="translate(330 250) scale(0.5)">${bottleShape(design)}</g>`,
    `${name}, the box`,
  );
}
