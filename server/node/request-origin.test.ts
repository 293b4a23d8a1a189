import { describe, expect, it } from 'vitest';
import { clientOriginFor } from './request-origin';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:3000/api/v1/product/all?page=2', { headers });

describe('the origin a client asked for', () => {
  it('is the Host it sent when no proxy is trusted: forwarding headers are anyone’s to write', () => {
    const forged = request({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(clientOriginFor(forged, { trustProxyHops: 0 })).toBe('http://127.0.0.1:3000');
  });

  it('is what the nearest trusted proxy forwarded, when valid', () => {
    const proxied = request({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example',
    });
    expect(clientOriginFor(proxied, { trustProxyHops: 1 })).toBe('https://shop.example');
    const chained = request({
      'x-forwarded-proto': 'http, https',
      'x-forwarded-host': 'forged.example, shop.example',
    });
    expect(clientOriginFor(chained, { trustProxyHops: 1 })).toBe('https://shop.example');
    const garbage = request({ 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'a b/c' });
    expect(clientOriginFor(garbage, { trustProxyHops: 1 })).toBe('http://127.0.0.1:3000');
  });
});
