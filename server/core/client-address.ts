import { BlockList, isIPv4, isIPv6 } from 'node:net';

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

/** Whether an address (as a socket or a proxy reports it) is one of the proxies trusted to say whom they forward. */
export type ProxyTrust = (address: string) => boolean;

/**
 * The trust of `TRUSTED_PROXIES`: comma-separated CIDRs (`10.0.0.0/8`, `2001:db8::/32`), single
 * addresses, or `loopback` (127.0.0.0/8 and ::1). An IPv4 address written as IPv6 is that IPv4
 * address. Throws on anything else, naming it: the setting is read once, at boot.
 */
export function proxyTrust(setting: string): ProxyTrust {
  const list = new BlockList();
  for (const entry of setting
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, prefix, extra] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const bits = prefix === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefix);
    if (
      !type ||
      extra !== undefined ||
      !/^\d{1,3}$/.test(prefix ?? '0') ||
      bits > (type === 'ipv4' ? 32 : 128)
    )
      throw new Error(`not an address or a CIDR range: ${entry}`);
    list.addSubnet(address, bits, type);
  }
  return (address) => {
    const ip = unmapped(address.trim().replace(/%.*$/, ''));
    if (isIPv4(ip)) return list.check(ip, 'ipv4');
    return isIPv6(ip) && list.check(ip, 'ipv6');
  };
}

/** `::ffff:192.0.2.1` as `192.0.2.1`; any other address as given. */
function unmapped(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

/**
 * The client's address: the connection's peer, or, while that is a trusted proxy, the address it
 * says it forwards (the last of `X-Forwarded-For`), and so on leftwards. A header a client wrote
 * itself is never read past the first hop that is not trusted. The same rule Express applies to
 * `req.ip` with the same trust (server/app.ts), for the handlers that answer before Express.
 */
export function clientAddress(
  remote: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  let address = remote ?? 'unknown';
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  while (hops.length > 0 && trust(address)) address = hops.pop()!;
  return address;
}
