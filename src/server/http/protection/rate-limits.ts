import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { AppError } from '../../errors';
import { clientAddress, type ProxyTrust } from './client-address';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the API in one table. Limits are generous: no honest user meets them, but one person
 * cannot flood the others, guess passwords, hold every enhancement worker or relay mail.
 */
export const RATE_LIMITS = {
  /** Every write under /api, per address: inherited by each route, new ones included. */
  writes: { name: 'writes', windows: [{ seconds: MINUTE, max: 300 }] },
  signIn: { name: 'sign-in', windows: [{ seconds: MINUTE, max: 20 }] },
  /**
   * Failed sign-ins per address and account (`address:email`): one machine guesses one account's password 10
   * times in 15 minutes, and the account's owner elsewhere is not locked out by it.
   */
  signInFailures: { name: 'sign-in-failures', windows: [{ seconds: 15 * MINUTE, max: 10 }] },
  /** Failed sign-ins per address, whatever the accounts: one machine cannot try a password on many. */
  signInAddressFailures: { name: 'sign-in-address-failures', windows: [{ seconds: HOUR, max: 50 }] },
  /**
   * Failed sign-ins per account from every address: past it, each attempt on the account is slowed down
   * (`SIGN_IN_SLOWDOWN_MS`), never refused, so many machines guess slowly and nobody locks the owner out.
   */
  signInAccountFailures: { name: 'sign-in-account-failures', windows: [{ seconds: 15 * MINUTE, max: 10 }] },
  signUp: {
    name: 'sign-up',
    windows: [
      { seconds: MINUTE, max: 5 },
      { seconds: DAY, max: 50 },
    ],
  },
  passwordResetRequest: { name: 'reset-request', windows: [{ seconds: 5 * MINUTE, max: 5 }] },
  /** Reset mails per address asked for: nobody's mailbox is flooded. */
  passwordResetMails: { name: 'reset-mails', windows: [{ seconds: HOUR, max: 3 }] },
  passwordReset: { name: 'reset', windows: [{ seconds: MINUTE, max: 10 }] },
  passwordChange: { name: 'change-password', windows: [{ seconds: MINUTE, max: 10 }] },
  confirmationMails: {
    name: 'confirmation-mails',
    windows: [
      { seconds: 10 * MINUTE, max: 3 },
      { seconds: DAY, max: 10 },
    ],
  },
  uploads: { name: 'uploads', windows: [{ seconds: HOUR, max: 600 }] },
  enhancements: {
    name: 'enhance',
    windows: [
      { seconds: MINUTE, max: 30 },
      { seconds: HOUR, max: 600 },
    ],
  },
  /** Photos queued by 'Ajouter plusieurs vêtements', per user: 30 at once, then saved and 30 more. */
  captures: {
    name: 'captures',
    windows: [
      { seconds: MINUTE, max: 60 },
      { seconds: HOUR, max: 600 },
    ],
  },
  messages: {
    name: 'messages',
    windows: [
      { seconds: MINUTE, max: 60 },
      { seconds: DAY, max: 2000 },
    ],
  },
  /** 'Télécharger mes données', per user: each one reads every file of the account. */
  exports: {
    name: 'exports',
    windows: [
      { seconds: MINUTE, max: 3 },
      { seconds: DAY, max: 30 },
    ],
  },
  /** Her calendar feed's address, read by calendar apps without a session: nobody guesses addresses in bulk. */
  calendarFeeds: { name: 'calendar-feeds', windows: [{ seconds: MINUTE, max: 60 }] },
  invitations: {
    name: 'invitations',
    windows: [
      { seconds: HOUR, max: 20 },
      { seconds: DAY, max: 100 },
    ],
  },
} as const satisfies Record<string, RateLimitRule>;

/** The pause before answering a sign-in on an account that many failed attempts target. */
export const SIGN_IN_SLOWDOWN_MS = 2_000;

const rateLimited = (retryAfterSeconds: number) => new AppError('RATE_LIMITED', { retryAfterSeconds });

/** Counts the request against `rule` and refuses it with a French 429 and Retry-After once over. */
export async function enforce(limiter: RateLimiter, rule: RateLimitRule, subject: string) {
  const decision = await limiter.hit(rule, subject);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}

/** Refuses with a 429 when `subject` has already used up `rule`, counting nothing. */
export async function assertNotExhausted(limiter: RateLimiter, rule: RateLimitRule, subject: string) {
  const decision = await limiter.check(rule, subject);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}

/** A rate limit per caller address (behind the proxies `proxies` trusts). */
export function limitPerAddress(
  limiter: RateLimiter,
  rule: RateLimitRule,
  proxies: ProxyTrust,
  only: (c: Context) => boolean = () => true,
): MiddlewareHandler {
  return (c, next) => (only(c) ? enforce(limiter, rule, clientAddress(c, proxies)).then(next) : next());
}

/** A rate limit per signed-in user: goes after `requireSession`. */
export function limitPerUser(
  limiter: RateLimiter,
  rule: RateLimitRule,
): MiddlewareHandler<{ Variables: { user: { id: string } } }> {
  return async (c, next) => {
    await enforce(limiter, rule, c.var.user.id);
    await next();
  };
}
