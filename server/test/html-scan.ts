// Small readers of server-rendered HTML for tests: enough for the markup React writes (double
// quoted attributes, escaped text), not a general HTML parser.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text with the character references React writes turned back into characters. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) {
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    }
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeHtml(match[1] ?? '') : undefined;
}

/** The content of `<meta property=…>` or `<meta name=…>`. */
export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (attribute(tag, 'property') === key || attribute(tag, 'name') === key) {
      return attribute(tag, 'content');
    }
  }
  return undefined;
}

/** Every `<script type="application/ld+json">`, parsed. */
export function jsonLd(html: string): unknown[] {
  const blocks = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi);
  return [...blocks]
    .filter(([, attrs]) => attribute(` ${attrs ?? ''}`, 'type') === 'application/ld+json')
    .map(([, , body]) => JSON.parse(body ?? '') as unknown);
}

/**
 * The scripts written into the page that a browser runs (no src; JavaScript, not a data block
 * such as JSON-LD), with their nonce attribute.
 */
export function inlineScripts(html: string): { tag: string; nonce: string | undefined }[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'src') === undefined)
    .filter((tag) => {
      const type = attribute(tag, 'type');
      return type === undefined || type === '' || /^(module|text\/javascript)$/i.test(type);
    })
    .map((tag) => ({ tag, nonce: attribute(tag, 'nonce') }));
}

/** The product cards (`<article aria-label=name>`): each name and where its name link goes. */
export function productCards(html: string): { name: string; href: string | undefined }[] {
  const cards = [...html.matchAll(/<article\b[^>]*>([\s\S]*?)<\/article>/gi)];
  return cards.flatMap(([tag, body]) => {
    const name = attribute(tag.slice(0, tag.indexOf('>') + 1), 'aria-label');
    if (name === undefined) return [];
    const links = [...(body ?? '').matchAll(/<a\b([^>]*)>([^<]*)<\/a>/gi)];
    const named = links.find(([, , text]) => decodeHtml(text ?? '') === name);
    return [{ name, href: named ? attribute(` ${named[1] ?? ''}`, 'href') : undefined }];
  });
}
