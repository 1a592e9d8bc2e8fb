import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * The client's address: the connection's peer, or, when that peer is a trusted proxy,
 * the right-most address in X-Forwarded-For that is not one. Without trusted proxies a
 * client-sent X-Forwarded-For is ignored, so nobody can pick their own rate-limit bucket.
 */
export function clientIpResolver(trustedProxies: readonly string[] = []) {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  const normalize = (ip: string) => ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const isTrusted = (ip: string) => {
    const family = isIP(ip);
    return family !== 0 && trusted.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };

  return (peer: string | undefined, forwardedFor: string | undefined): string | undefined => {
    if (!peer) return undefined;
    const chain = [normalize(peer)];
    if (trustedProxies.length && forwardedFor) chain.unshift(...forwardedFor.split(',').map(normalize).filter(Boolean));
    for (let i = chain.length - 1; i >= 0; i--) {
      const ip = chain[i]!;
      if (!isIP(ip)) return undefined;
      if (!isTrusted(ip)) return ip;
    }
    return chain[0];
  };
}

export function peerAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No socket (app.request in tests without one): no address.
    return undefined;
  }
}
