import { describe, expect, it } from 'vitest';
import { clientAddress, limitKeyOf, proxyTrust } from './client-address';

describe('limitKeyOf', () => {
  it.each([
    // address → the group its limits count against
    ['an IPv4 address', '192.0.2.1', '192.0.2.1'],
    ['another IPv4 address is another group', '192.0.2.2', '192.0.2.2'],
    ['IPv4 with spaces around it', ' 192.0.2.1 ', '192.0.2.1'],
    ['IPv4-mapped IPv6 (dual-stack socket)', '::ffff:192.0.2.1', '192.0.2.1'],
    ['IPv4-mapped IPv6, upper case', '::FFFF:192.0.2.1', '192.0.2.1'],
    ['IPv4-mapped IPv6 in hexadecimal', '::ffff:c000:201', '192.0.2.1'],
    ['IPv4-mapped IPv6 written out', '0:0:0:0:0:ffff:c000:0201', '192.0.2.1'],
    ['loopback IPv4, mapped', '::ffff:127.0.0.1', '127.0.0.1'],
    ['an IPv6 address: its /64', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['another address of the same /64', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['the same /64 compressed', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['the same /64 with leading zeros and capitals', '2001:0DB8:0001:0002:0:0:0:1', '2001:db8:1:2::/64'],
    ['the next /64 is another group', '2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['a /64 with zero groups', '2001:db8::1', '2001:db8:0:0::/64'],
    ['compression inside the prefix', '2001:db8::2:0:0:1', '2001:db8:0:0::/64'],
    ['IPv6 with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['the unspecified address', '::', '0:0:0:0::/64'],
    ['IPv6 with a dotted IPv4 tail (not mapped)', '2001:db8:1:2::192.0.2.1', '2001:db8:1:2::/64'],
    ['garbage', 'unknown', 'unknown'],
    ['the empty string', '', ''],
    ['almost IPv4', '192.0.2.256', '192.0.2.256'],
    ['almost IPv6', '2001:db8:::1', '2001:db8:::1'],
  ])('%s: %s → %s', (_, address, group) => {
    expect(limitKeyOf(address)).toBe(group);
  });

  it('gives one group to every address of a /64, whatever its spelling', () => {
    const spellings = Array.from({ length: 50 }, (_, i) => `2001:db8:aa:bb:${i.toString(16)}::${i + 1}`);
    expect(new Set(spellings.map(limitKeyOf))).toEqual(new Set(['2001:db8:aa:bb::/64']));
  });
});

describe('clientAddress behind the trusted proxies', () => {
  const loopback = proxyTrust('loopback');
  const balancer = proxyTrust('loopback, 10.0.0.0/8, 2001:db8:1::/48');
  it.each<[string, ReturnType<typeof proxyTrust>, string, string | undefined, string]>([
    ['a visitor without a proxy', loopback, '198.51.100.7', undefined, '198.51.100.7'],
    ['a visitor who writes the header itself', loopback, '198.51.100.7', '203.0.113.9', '198.51.100.7'],
    ['the local proxy', loopback, '127.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['the local proxy, IPv4 written as IPv6', loopback, '::ffff:127.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['a made-up hop before the local proxy', loopback, '::1', '203.0.113.9, 198.51.100.7', '198.51.100.7'],
    ['a balancer elsewhere, not trusted', loopback, '10.1.2.3', '198.51.100.7', '10.1.2.3'],
    ['a balancer elsewhere, trusted', balancer, '10.1.2.3', '198.51.100.7', '198.51.100.7'],
    ['the balancer, then the local proxy', balancer, '127.0.0.1', '198.51.100.7, 10.1.2.3', '198.51.100.7'],
    ['a made-up hop before the balancer', balancer, '10.1.2.3', '203.0.113.9, 198.51.100.7', '198.51.100.7'],
    ['an IPv6 balancer', balancer, '2001:db8:1:2::5', '2a02:1810::1', '2a02:1810::1'],
    ['only proxies in the chain', balancer, '127.0.0.1', '10.0.0.1, 10.0.0.2', '10.0.0.1'],
  ])('%s', (_, trust, remote, header, expected) => {
    expect(clientAddress(remote, header, trust)).toBe(expected);
  });

  it.each(['10.0.0.0/33', 'proxy.example', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x'])(
    'refuses %j, naming it',
    (setting) => {
      expect(() => proxyTrust(setting)).toThrow(`not an address or a CIDR range: ${setting}`);
    },
  );
});
