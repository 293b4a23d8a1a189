// Products without uploads still need an image (the contract forbids an empty `images`). Rather
// than store a file per product, the API draws one: a bottle in a colour taken from the slug,
// labelled with the product's name. Uploads may never be SVG; this one is ours and escaped.

const PALETTE = [
  '#8e5572',
  '#3d5a80',
  '#6a994e',
  '#bc6c25',
  '#5e548e',
  '#2a9d8f',
  '#b5838d',
  '#7f5539',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function hueIndex(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % PALETTE.length;
}

/** Splits a name into at most three lines of about 16 characters for the label. */
function labelLines(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line + ' ' + word).trim().length > 16 && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  const shown = lines.slice(0, 3);
  if (lines.length > 3) shown[2] = `${(shown[2] ?? '').slice(0, 14)}…`;
  return shown.map((l) => (l.length > 18 ? `${l.slice(0, 17)}…` : l));
}

export function placeholderSvg(label: string, seed: string): string {
  const colour = PALETTE[hueIndex(seed)] ?? '#8e5572';
  const lines = labelLines(label || 'FragranceHub');
  const text = lines
    .map(
      (l, i) =>
        `<text x="300" y="${385 + i * 30 - (lines.length - 1) * 15}">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(label)}">
<rect width="600" height="600" fill="#f6f1ec"/>
<rect x="262" y="90" width="76" height="60" rx="8" fill="#2b2b2b"/>
<rect x="280" y="150" width="40" height="40" fill="#c9a227"/>
<rect x="170" y="190" width="260" height="330" rx="40" fill="${colour}"/>
<rect x="190" y="215" width="30" height="270" rx="15" fill="#ffffff" opacity="0.18"/>
<rect x="200" y="320" width="200" height="120" rx="10" fill="#ffffff" opacity="0.92"/>
<g font-family="Georgia, serif" font-size="22" fill="#2b2b2b" text-anchor="middle">${text}</g>
</svg>`;
}
