/**
 * What the limits on the visitor's confirmation count by: the booker's address as its mailbox receives it
 * (domain/booking/addressees.ts `addressKey`: victim+1@gmail.com, v.ictim@googlemail.com and Victim@gmail.com
 * are one address), and the client's IP as the host saw it, an IPv6 address grouped by its /64 (one household
 * or one server gets a whole /64).
 */

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!;
  // An IPv4 tail (::ffff:192.0.2.1) as two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    text =
      text.slice(0, tail.index) +
      `${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The client IP as the limits count it: an IPv4 address as it is, an IPv6 address as its /64
 * ('2001:db8:1:2::/64'), an IPv4-mapped IPv6 address as its IPv4; null for anything else.
 */
export function clientIpGroup(address: string | null | undefined): string | null {
  const text = address?.trim().replace(/^\[(.*)\]$/, '$1');
  if (!text) return null;
  const v4 = IPV4.exec(text);
  if (v4) return v4.slice(1).every((b) => Number(b) <= 255) ? v4.slice(1).map(Number).join('.') : null;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The hosts whose own header names the client: the header each sets, which a visitor cannot. */
export type ClientIpHost = 'netlify' | 'cloudflare' | 'vercel';

/** The client IP a host's edge put on the request: Netlify's, Cloudflare's or Vercel's own header. */
export function hostClientIp(request: Request, host: ClientIpHost): string | null {
  const headers = request.headers;
  switch (host) {
    case 'netlify':
      return headers.get('x-nf-client-connection-ip');
    case 'cloudflare':
      return headers.get('cf-connecting-ip');
    case 'vercel':
      return headers.get('x-real-ip') ?? headers.get('x-vercel-forwarded-for')?.split(',')[0]?.trim() ?? null;
  }
}
