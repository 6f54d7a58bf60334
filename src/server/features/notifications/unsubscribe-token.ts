import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationCategory, UnsubscribeLink } from '~/domain/notifications';

/**
 * A mail's way out without signing in (RFC 8058): the link names the person and the category, signed with the
 * server's secret, so it stops that category's mails for her and nothing else. It never expires, as a mail's
 * footer cannot; changing SESSION_SECRET ends every link at once.
 */
const tokenOf = (secret: string, userId: string, category: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${category}`).digest('base64url');

export function unsubscribeQuery(
  secret: string,
  userId: string,
  category: NotificationCategory | 'all',
): string {
  return new URLSearchParams({ u: userId, c: category, t: tokenOf(secret, userId, category) }).toString();
}

export function isGenuine(secret: string, link: UnsubscribeLink): boolean {
  const expected = Buffer.from(tokenOf(secret, link.u, link.c));
  const given = Buffer.from(link.t);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
