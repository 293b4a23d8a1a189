export interface Crumb {
  readonly label: string;
  readonly href: string;
}

export const HOME_CRUMB: Crumb = { label: 'Home', href: '/' };

// Segments whose label is not simply the prettified segment (spec route table). The listing's
// crumb names it as its heading does ('All Featured Fragrance'), not the spec's 'All Featured
// Perfumes' (docs/deviations.md).
const SEGMENT_LABELS: Readonly<Record<string, string>> = {
  'all-fragrances': 'All Featured Fragrance',
  'new-arrivals': 'New Arrivals',
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function segmentLabel(segment: string): string {
  const special = SEGMENT_LABELS[segment];
  if (special !== undefined) return special;
  return decode(segment)
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** One crumb per path segment after Home; each href is the path up to that segment. */
export function breadcrumbFromPath(pathname: string): Crumb[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment.length > 0);
  const crumbs: Crumb[] = [HOME_CRUMB];
  segments.forEach((segment, index) => {
    crumbs.push({
      label: segmentLabel(segment),
      href: `/${segments.slice(0, index + 1).join('/')}`,
    });
  });
  return crumbs;
}
