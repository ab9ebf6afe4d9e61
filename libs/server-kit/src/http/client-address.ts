import { isIPv4, isIPv6 } from 'node:net';

/** IPv6 prefix length one subscriber gets: a home or phone usually holds a whole /64 and picks addresses in it. */
export const IPV6_SUBSCRIBER_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address (any '::' filled in, an embedded dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key per-address limits count a client under: an IPv4 address as it is, an IPv4-mapped IPv6 address
 * (`::ffff:198.51.100.7`, how a dual-stack socket reports IPv4 peers) as that IPv4 address, and any other IPv6
 * address as its /64 network, since one subscriber can take a fresh address from its /64 for every request.
 * Anything unreadable (or absent) is counted under one shared `unknown` key rather than escaping the limit.
 */
export function clientAddressKey(ip: string | null | undefined): string {
  const address = (ip ?? '').trim().replace(/%.*$/, ''); // a zone index (`fe80::1%eth0`) names no other client
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const network = groups.slice(0, IPV6_SUBSCRIBER_PREFIX / 16).map((group) => group.toString(16));
  return `${network.join(':')}::/${IPV6_SUBSCRIBER_PREFIX}`;
}
