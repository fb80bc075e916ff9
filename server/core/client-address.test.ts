import { describe, expect, it } from 'vitest';
import { limitKeyOf } from './client-address';

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
