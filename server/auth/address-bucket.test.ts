import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('the address a rate limit counts', () => {
  it('is an IPv4 address itself, mapped or not', () => {
    expect(addressBucket('203.0.113.5')).toBe('203.0.113.5');
    expect(addressBucket('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const a = addressBucket('2001:db8:abcd:12:1:2:3:4');
    expect(a).toBe('2001:db8:abcd:12::/64');
    expect(addressBucket('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressBucket('[2001:db8:abcd:12::9]')).toBe(a);
    expect(addressBucket('2001:db8:abcd:13::9')).not.toBe(a);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else as sent, bounded', () => {
    expect(addressBucket('unknown')).toBe('unknown');
    expect(addressBucket(`x:${'y'.repeat(300)}`)).toHaveLength(100);
  });
});
