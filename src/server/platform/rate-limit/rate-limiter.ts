import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export type RateWindow = { seconds: number; max: number };
/** A named limit: each window is counted separately, and the request is refused when any is full. */
export type RateLimitRule = { name: string; windows: readonly RateWindow[] };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `subject` (an address, an account, a user id) against every window of `rule`. */
  hit(rule: RateLimitRule, subject: string): Promise<RateDecision>;
  /** Whether `subject` has already used up `rule`, counting nothing (for limits that count only failures). */
  check(rule: RateLimitRule, subject: string): Promise<RateDecision>;
  /** Removes counters whose window has ended. */
  sweep(): Promise<void>;
}

const keyOf = (rule: RateLimitRule, window: RateWindow, subject: string) =>
  `${rule.name}:${window.seconds}:${subject}`;

/**
 * Fixed-window counters in the database, so every instance shares them and a restart keeps them. One
 * statement per request counts every window atomically (an upsert that restarts a window once it ended).
 */
export function createRateLimiter(options: { db: Database; now: () => Date; enabled: boolean }): RateLimiter {
  const { db, now } = options;
  const t = rateLimitCounters;

  function decide(rule: RateLimitRule, rows: { key: string; hits: number; expiresAt: Date }[]): RateDecision {
    const at = now().getTime();
    let retryAfterMs = 0;
    for (const row of rows) {
      const window = rule.windows.find((w) => row.key.startsWith(`${rule.name}:${w.seconds}:`));
      if (window && row.hits > window.max)
        retryAfterMs = Math.max(retryAfterMs, row.expiresAt.getTime() - at);
    }
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      : { allowed: true };
  }

  if (!options.enabled) {
    const allowed = async (): Promise<RateDecision> => ({ allowed: true });
    return { hit: allowed, check: allowed, sweep: async () => undefined };
  }

  return {
    async hit(rule, subject) {
      const at = now();
      const rows = await db
        .insert(t)
        .values(
          rule.windows.map((window) => ({
            key: keyOf(rule, window, subject),
            windowStartedAt: at,
            hits: 1,
            expiresAt: new Date(at.getTime() + window.seconds * 1000),
          })),
        )
        .onConflictDoUpdate({
          target: t.key,
          set: {
            hits: sql`case when ${t.expiresAt} <= excluded.window_started_at then 1 else ${t.hits} + 1 end`,
            expiresAt: sql`case when ${t.expiresAt} <= excluded.window_started_at then excluded.expires_at else ${t.expiresAt} end`,
            windowStartedAt: sql`case when ${t.expiresAt} <= excluded.window_started_at then excluded.window_started_at else ${t.windowStartedAt} end`,
          },
        })
        .returning({ key: t.key, hits: t.hits, expiresAt: t.expiresAt });
      return decide(rule, rows);
    },

    async check(rule, subject) {
      const keys = rule.windows.map((window) => keyOf(rule, window, subject));
      const rows = await db
        .select({ key: t.key, hits: t.hits, expiresAt: t.expiresAt })
        .from(t)
        .where(sql`${t.key} in ${keys} and ${t.expiresAt} > ${now().toISOString()}`);
      // `check` asks whether one more would pass: a window already at its max is full.
      return decide(
        rule,
        rows.map((row) => ({ ...row, hits: row.hits + 1 })),
      );
    },

    async sweep() {
      await db.delete(t).where(lte(t.expiresAt, now()));
    },
  };
}
