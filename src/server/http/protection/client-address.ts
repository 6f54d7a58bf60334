import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Which proxies are believed: how many hops, and the addresses a proxy of ours connects from. */
export type ProxyTrust = { trustProxy: number; trustedProxies: readonly string[] };

/** Loopback and private networks: where a load balancer in front of the server connects from. */
export const PRIVATE_NETWORKS = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::1/128',
  'fc00::/7',
] as const;

/** A BlockList of CIDRs ('10.0.0.0/8', '::1/128'); throws on one that is not. */
export function networkList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network, bits] = cidr.split('/');
    const family = isIP(network ?? '');
    const prefix = Number(bits);
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
      throw new Error(`not a network: ${cidr}`);
    }
    list.addSubnet(network!, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

const lists = new WeakMap<readonly string[], BlockList>();
const listOf = (cidrs: readonly string[]) => {
  let list = lists.get(cidrs);
  if (!list) lists.set(cidrs, (list = networkList(cidrs)));
  return list;
};

/** '::ffff:10.0.0.2' (an IPv4 peer on a dual-stack socket) read as '10.0.0.2'. */
const plain = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

function isTrusted(address: string, proxies: BlockList) {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The caller's address. Each proxy of ours appended the address it saw to X-Forwarded-For; reading from the
 * right, an entry is believed only while the one after it is a trusted proxy, at most `trustProxy` times. So a
 * caller reaching the port directly (not from a proxy's network) is known by its socket, whatever it wrote.
 */
export function clientAddress(c: Context, { trustProxy, trustedProxies }: ProxyTrust): string {
  let address = plain(socketAddressOf(c));
  if (trustProxy === 0) return address;
  const proxies = listOf(trustedProxies);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => plain(entry.trim()))
    .filter(Boolean);
  for (let hop = 0; hop < trustProxy && isTrusted(address, proxies); hop += 1) {
    const next = forwarded.pop();
    if (!next) break;
    address = next;
  }
  return address;
}

function socketAddressOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket: tests may name the caller themselves.
    return c.req.header('x-test-client-ip') ?? '127.0.0.1';
  }
}
