import { describe, it, expect } from 'vitest';
import { breadcrumbFromPath, segmentLabel } from './breadcrumb';

describe('breadcrumbFromPath', () => {
  it('is just Home for the root', () => {
    expect(breadcrumbFromPath('/')).toEqual([{ label: 'Home', href: '/' }]);
    expect(breadcrumbFromPath('')).toEqual([{ label: 'Home', href: '/' }]);
  });
  it('uses the special labels from the route table', () => {
    expect(breadcrumbFromPath('/all-fragrances')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Featured Fragrance', href: '/all-fragrances' },
    ]);
    expect(breadcrumbFromPath('/new-arrivals')[1]).toEqual({
      label: 'New Arrivals',
      href: '/new-arrivals',
    });
  });
  it('builds one crumb per segment with cumulative hrefs', () => {
    expect(breadcrumbFromPath('/dashboard/admin-products')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Admin Products', href: '/dashboard/admin-products' },
    ]);
  });
  it('ignores a trailing slash, repeated slashes and the query string', () => {
    expect(breadcrumbFromPath('/dashboard//user/?tab=1')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'User', href: '/dashboard/user' },
    ]);
  });
  it('decodes segment labels but keeps hrefs encoded', () => {
    expect(breadcrumbFromPath('/search/rose%20oud')[2]).toEqual({
      label: 'Rose Oud',
      href: '/search/rose%20oud',
    });
  });
});

describe('segmentLabel', () => {
  it('capitalises each word and keeps the rest of the word', () => {
    expect(segmentLabel('admin-category')).toBe('Admin Category');
    expect(segmentLabel('665f1c2ab1d4')).toBe('665f1c2ab1d4');
    expect(segmentLabel('sauvage-eDP')).toBe('Sauvage EDP');
  });
  it('survives malformed percent-encoding', () => {
    expect(segmentLabel('100%-pure')).toBe('100% Pure');
  });
});
