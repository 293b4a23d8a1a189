/**
 * URL slug: lowercase ASCII letters/digits separated by single dashes.
 * Accents are folded ('Eau de Café' → 'eau-de-cafe') and '&' reads 'and'
 * ('Dolce & Gabbana' → 'dolce-and-gabbana'). May return '' for names with no
 * ASCII letters or digits; uniqueSlug supplies a fallback then.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** slugify(name), then '-2', '-3', ... until isTaken says the slug is free. */
export function uniqueSlug(
  name: string,
  isTaken: (slug: string) => boolean,
  fallback = 'item',
): string {
  const base = slugify(name) || fallback;
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
