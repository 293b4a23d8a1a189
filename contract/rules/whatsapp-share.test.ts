import { describe, expect, it } from 'vitest';
import { whatsAppShareUrl } from './whatsapp-share';

describe('whatsAppShareUrl', () => {
  it('writes the name, the naira price and the page into one encoded text parameter', () => {
    const href = whatsAppShareUrl({
      name: 'Dior Sauvage & Co',
      price: 163100,
      url: 'https://shop.example/detail/abc?x=1',
    });
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(
      'Dior Sauvage & Co, ₦163,100.00 at FragranceHub: https://shop.example/detail/abc?x=1',
    );
  });
});
