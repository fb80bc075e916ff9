import { isIPv4, isIPv6 } from 'node:net';

/**
 * What every per-client limit counts against: the client's address group, not its address. An
 * IPv4 address is one client (or one office behind one NAT). An IPv6 client usually holds a whole
 * /64 (2^64 addresses: a new one for every request costs nothing), so its limits count against the
 * /64. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, which a dual-stack socket reports) is
 * that IPv4 address. Anything else (an unknown or malformed address) is its own group, as given.
 * Pure: the same group always gets the same text.
 */
export function limitKeyOf(address: string): string {
  const ip = address.trim();
  if (isIPv4(ip)) return ip;
  // A zone (`fe80::1%eth0`) names the interface, not the client.
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined
    ? left
    : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
