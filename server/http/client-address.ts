import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Who is calling, for per-client rate limits: the socket's address, or, behind one reverse proxy
 * that we trust (TRUST_PROXY=true), the LAST address of X-Forwarded-For: the one our proxy
 * appended. Earlier entries come from the caller and could be anything, and without a trusted
 * proxy the header is ignored altogether: a caller must not choose its own rate-limit key.
 */
export function clientAddressMiddleware(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    // Worked out when a rate limit first asks (most reads never do), then kept.
    let address: string | null = null;
    c.set('clientAddress', () => (address ??= resolveAddress(c, trustProxy)));
    await next();
  };
}

function resolveAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // Only an address: anything else in the header (a misconfigured proxy passing the caller's
    // text on) is not a key to count by, and the socket's address is used instead.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && (isIPv4(forwarded) || isIPv6(forwarded))) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/**
 * The caller's rate-limit key: its address, an IPv6 caller grouped by its /64 network (issue 22
 * §12: rotating addresses inside one subscriber's /64 must not multiply its allowance).
 */
export function clientAddressOf(c: Context): string {
  const address: unknown = c.get('clientAddress');
  if (typeof address !== 'function') return 'unknown';
  const resolved: unknown = address();
  return typeof resolved === 'string' ? clientKeyOf(resolved) : 'unknown';
}

/**
 * The key a caller's address is counted and bound by (every rate limit, the one-time codes): an
 * IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4 form); an IPv6 address as its /64 network, which is what
 * one subscriber is given (and privacy extensions rotate the rest), so one line cannot pose as
 * 2^64 callers. Anything else (no address known) is kept as it is.
 */
export function clientKeyOf(ip: string | null | undefined): string {
  const address = (ip ?? '').trim().toLowerCase();
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ('2001:db8::1' -> 2001 db8 0 0 0 0 0 1). */
function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  let left = groups(head);
  let right = groups(tail);
  // A trailing dotted IPv4 part (::1.2.3.4) is two groups.
  const toHex = (part: string[]) =>
    part.flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a, b, c, d] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  left = toHex(left);
  right = toHex(right);
  const middle = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, and their IPv4-mapped forms (::ffff:127.x.x.x) in any spelling. */
export function isLoopbackAddress(address: string): boolean {
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  if (isIPv6(address)) return loopback.check(address, 'ipv6');
  return false;
}

/**
 * Headers reverse proxies and CDNs add: a request carrying one was relayed, whoever the socket's
 * peer is. Every `X-Forwarded-*` header counts too (Host, Proto, Port, Server, …).
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-real-ip',
  'via',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
];

function wasRelayed(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return true;
  return Object.keys(c.req.header()).some((name) => name.toLowerCase().startsWith('x-forwarded-'));
}

/**
 * True only for a caller on this machine: the socket's peer is a loopback address and no proxy
 * relayed the request (a proxy on this machine connects from 127.0.0.1 on behalf of anyone). It
 * never reads X-Forwarded-For as an address, whatever TRUST_PROXY says. An in-process call
 * (`app.request()` in tests, which has no socket at all) is local; a socket without a peer
 * address is not.
 */
export function isLoopbackCaller(c: Context): boolean {
  if (wasRelayed(c)) return false;
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return true;
  try {
    const address = getConnInfo(c).remote.address;
    return address !== undefined && isLoopbackAddress(address);
  } catch {
    return false;
  }
}
