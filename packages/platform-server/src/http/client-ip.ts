import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './app-env';

/** The setting that names the proxies whose X-Forwarded-For is believed (README: configuration). */
export const TRUSTED_PROXIES_VARIABLE = 'LOBBYKIT_TRUSTED_PROXIES';

/** Addresses and networks of the reverse proxies in front of the server. */
export interface TrustedProxies {
  has(address: string): boolean;
  /** The entries as given, for the start-up log. */
  readonly entries: readonly string[];
}

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Parses `LOBBYKIT_TRUSTED_PROXIES`: addresses or CIDR networks, comma-separated, IPv4 or IPv6
 * ('10.0.0.1, 10.1.0.0/16, fd00::/8'). Empty or unset: no proxy is trusted. An entry that is
 * neither throws, naming it: a typo must stop the start, not silently trust nobody (or everybody).
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(plainAddress(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d{1,3}$/.test(prefix ?? '') || bits > maxBits))
    ) {
      throw new Error(`${TRUSTED_PROXIES_VARIABLE}: '${entry}' is not an IP address or CIDR network`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(plainAddress(address), type);
    else list.addSubnet(plainAddress(address), bits, type);
  }
  return {
    entries,
    has(candidate) {
      const address = plainAddress(candidate);
      const family = isIP(address);
      if (family === 0) return false;
      return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * One X-Forwarded-For entry as an address: '203.0.113.7', '203.0.113.7:5123', '[2001:db8::1]:80'
 * or '2001:db8::1'. Undefined when it is none of them.
 */
function forwardedAddress(entry: string): string | undefined {
  const value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  const address = plainAddress(bracketed?.[1] ?? withPort?.[1] ?? value);
  return isIP(address) ? address : undefined;
}

/**
 * The client's address, given the socket's peer and the X-Forwarded-For header. Only a trusted peer
 * may speak for someone else: then the header is read from the right (each proxy appends the
 * address it saw) past the trusted proxies, and the first address that is not one of them is the
 * client. Anything left of it was written by the client and could be any address it likes. An
 * entry that is not an address ends the walk at the last address known good.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  let client = plainAddress(peer);
  if (!forwardedFor || !trusted.has(client)) return client;
  const hops = forwardedFor.split(',').reverse();
  for (const hop of hops) {
    const address = forwardedAddress(hop);
    if (!address) return client;
    client = address;
    if (!trusted.has(address)) return address;
  }
  // Every hop was a proxy of ours: the left-most is as close to the client as is known.
  return client;
}

/** The caller's address from the socket (in-process calls through app.fetch: this machine). */
export function socketAddress(c: AppContext): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

/**
 * The platform's client IP: the socket's address, or, behind the proxies that
 * `LOBBYKIT_TRUSTED_PROXIES` names, the address they forwarded. Without trusted proxies forwarded
 * headers are ignored: anyone could claim any address and dodge every per-IP limit.
 */
export function clientIpReader(trusted: TrustedProxies): (c: AppContext) => string {
  return (c) => clientAddress(socketAddress(c), c.req.header('X-Forwarded-For'), trusted);
}
