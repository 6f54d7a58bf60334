import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address. Behind `trustProxy` proxies, each appended the address it saw to X-Forwarded-For:
 * the client is the entry just before theirs (entries further left are the client's own claims).
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socketAddress = socketAddressOf(c);
  if (trustProxy === 0) return socketAddress;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress];
  return chain[Math.max(0, chain.length - 1 - trustProxy)]!;
}

function socketAddressOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket: tests may name the caller themselves.
    return c.req.header('x-test-client-ip') ?? '127.0.0.1';
  }
}
