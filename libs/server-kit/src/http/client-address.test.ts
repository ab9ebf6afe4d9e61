import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts every IPv6 address of one /64 under one key, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:1234:5678:9abc:def0',
      '2001:db8:1:2:a::b',
      '2001:db8:1:2::7%eth0',
    ].map(clientAddressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('puts unreadable or missing addresses under one shared key', () => {
    for (const ip of [undefined, null, '', 'not-an-ip', '1.2.3', '2001:db8::g']) {
      expect(clientAddressKey(ip)).toBe('unknown');
    }
  });
});
