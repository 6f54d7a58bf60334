import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Database } from '../db/client';
import { profiles, sessions } from '../db/schema';
import type { RealtimeBus } from '../platform/realtime/bus';
import type { SessionUser } from './auth';

/** What better-auth's context gives the reader: its cookie names, secret and session timings. */
type AuthContext = {
  secret: string;
  authCookies: { sessionToken: { name: string }; dontRememberToken: { name: string } };
  sessionConfig: { expiresIn: number; updateAge: number };
};

type ValidReading = { kind: 'valid'; user: SessionUser; sessionId: string };
export type SessionReading =
  /** A live session that needs nothing written: the user, read in one statement. */
  | ValidReading
  /** No session cookie, or one whose signature is wrong: nobody is signed in. */
  | { kind: 'none' }
  /** Anything else (unknown, expired, due for renewal): better-auth decides, and may write cookies or rows. */
  | { kind: 'ask-better-auth' };

/** How long a read of a page may reuse a session read from the database, and how many are kept. */
export const SESSION_CACHE = { ms: 5_000, entries: 10_000 } as const;

/**
 * The fast path of every signed-in request (decision records 21 and 22): better-auth reads a session with two statements
 * built anew each time; this checks the cookie's signature with the same secret and reads the session and its
 * user with one prepared statement. Whatever needs a write (renewing a session due for it, clearing an expired
 * one) goes back to better-auth, so its rules stay the only ones.
 *
 * Reads (GET, HEAD) may reuse a session this instance read less than `SESSION_CACHE.ms` ago: a page load asks
 * for several lists at once. Reads that arrive while the same cookie is being read wait for that statement
 * rather than each sending its own (a burst of them every five seconds, under load). Every instance forgets a
 * user's sessions as soon as one of them ends (sign-out, password reset, account deletion: the bus's
 * `sessions.ended`); writes always read the database.
 */
export function createSessionReader(
  db: Database,
  authContext: Promise<AuthContext>,
  bus: Pick<RealtimeBus, 'onControl'>,
) {
  const recent = new Map<string, { reading: ValidReading; until: number }>();
  const inFlight = new Map<string, Promise<SessionReading>>();
  // Counts ended sessions: a read that began before one ended is not remembered, in case it was that one.
  let endings = 0;
  bus.onControl((control) => {
    if (control.kind !== 'sessions.ended') return;
    endings += 1;
    inFlight.clear();
    for (const [cookie, entry] of recent) if (entry.reading.user.id === control.userId) recent.delete(cookie);
  });

  const findSession = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: {
        id: profiles.id,
        email: profiles.email,
        role: profiles.role,
        emailVerified: profiles.emailVerified,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        profilePhotoKey: profiles.profilePhotoKey,
      },
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_with_user');

  return async function readSession(
    cookieHeader = '',
    options: { mayReuse: boolean } = { mayReuse: false },
  ): Promise<SessionReading> {
    const { authCookies } = await authContext;
    const cookie = parse(cookieHeader, authCookies.sessionToken.name)[authCookies.sessionToken.name];
    if (!options.mayReuse || !cookie) return readFromDatabase(cookieHeader, cookie);
    // Keyed by the signed cookie itself: a hit needs no signature check, the entry's was checked.
    const reused = recent.get(cookie);
    if (reused && reused.until > Date.now()) return reused.reading;
    const pending = inFlight.get(cookie);
    if (pending) return pending;
    const reading = readFromDatabase(cookieHeader, cookie).finally(() => {
      if (inFlight.get(cookie) === reading) inFlight.delete(cookie);
    });
    inFlight.set(cookie, reading);
    return reading;
  };

  async function readFromDatabase(cookieHeader: string, cookie: string | undefined): Promise<SessionReading> {
    const { secret, authCookies, sessionConfig } = await authContext;
    const now = Date.now();
    const token = verifiedCookie(cookie, secret);
    if (!token) return { kind: 'none' };
    const endingsBefore = endings;
    const [found] = await findSession.execute({ token });
    if (!found || found.expiresAt.getTime() <= now) return { kind: 'ask-better-auth' };
    // better-auth's rule: a session is pushed back once `updateAge` has passed since it was last (re)issued,
    // unless the user asked not to be remembered.
    const issuedAt = found.expiresAt.getTime() - sessionConfig.expiresIn * 1000;
    const dueForRenewal = issuedAt + sessionConfig.updateAge * 1000 <= now;
    const dontRemember = authCookies.dontRememberToken.name;
    if (dueForRenewal && !parse(cookieHeader, dontRemember)[dontRemember]) return { kind: 'ask-better-auth' };
    const reading: ValidReading = { kind: 'valid', user: found.user, sessionId: found.sessionId };
    if (endings === endingsBefore) {
      remember(cookie!, reading, Math.min(now + SESSION_CACHE.ms, found.expiresAt.getTime()));
    }
    return reading;
  }

  function remember(cookie: string, reading: ValidReading, until: number) {
    recent.delete(cookie);
    if (recent.size >= SESSION_CACHE.entries) recent.delete(recent.keys().next().value!);
    recent.set(cookie, { reading, until });
  }
}

/** The value of a cookie signed as better-call signs them (`value.base64(HMAC-SHA256)`), or null. */
export function verifiedCookie(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}
