import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { MIN_PASSWORD_LENGTH } from '~/domain/limits';
import * as schema from '../db/schema';
import type { AppDeps } from '../deps';
import { confirmationLink } from './confirmation-link';
import { confirmationMail, resetPasswordMail } from './mails';
import { revokeResetLinks } from './password-rules';
import { createSessionReader } from './session-reader';

export const CLIENT_IP_HEADER = 'x-atelier-client-ip';

/**
 * The address a sign-up in progress already proved it owns (it came from the mailed invitation link, see
 * src/server/features/invites/proof.ts): no confirmation mail is sent to it, the invitation confirms it.
 */
export const provenSignUpAddress = new AsyncLocalStorage<string>();

export function createAuth(deps: AppDeps) {
  const auth = createBetterAuth(deps);
  return Object.assign(auth, { readSession: createSessionReader(deps.db, auth.$context, deps.realtime) });
}

function createBetterAuth(deps: AppDeps) {
  const { config, db, mailer } = deps;
  return betterAuth({
    appName: 'Atelier Silhouette',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        profiles: schema.profiles,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    user: {
      modelName: 'profiles',
      fields: { image: 'profilePhotoKey' },
      additionalFields: {
        role: { type: 'string', required: true, input: true },
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * 30,
      // Renewed at most once a day while the user keeps using the app.
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: 'accounts' },
    databaseHooks: {
      // Runs for every session better-auth removes (sign-out, password reset, revocations), one by one.
      session: { delete: { after: (session) => endRealtimeSessions(deps, session.userId) } },
    },
    verification: {
      modelName: 'verifications',
      // Reset tokens are stored as their SHA-256 (a leaked row or backup opens no account); the
      // 'reset-password:' prefix stays readable so a password change can revoke every link of the user.
      storeIdentifier: { hash: async (identifier) => hashedIdentifier(identifier) },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Every session ends on a reset (whoever knew the old password is out), and every other link of the user
      // with it: the one used is consumed by better-auth, those asked for before it must not outlive it.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => revokeResetLinks(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
        // Sent after the answer: waiting for the mail server would tell a known address by its delay.
        void mailer
          .send(resetPasswordMail(user.email, link))
          .catch((error: unknown) => deps.logger.warn({ err: error }, 'reset mail not sent'));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        if (provenSignUpAddress.getStore()?.toLowerCase() === user.email.toLowerCase()) return;
        await mailer.send(confirmationMail(user.email, confirmationLink(url)));
      },
    },
    // Our own limits apply (src/server/http/protection/rate-limits.ts): in the database, shared by instances.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'atelier',
    },
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test', level: 'warn' },
  });
}

/** 'reset-password:<token>' is stored as 'reset-password:<sha-256 of the whole identifier, base64url>'. */
export function hashedIdentifier(identifier: string): string {
  const prefix = identifier.slice(0, identifier.indexOf(':') + 1);
  return prefix + createHash('sha256').update(identifier).digest('base64url');
}

/** Open sockets of the user re-check their session and close if it is gone; best effort, never fails the caller. */
export async function endRealtimeSessions(deps: AppDeps, userId: string): Promise<void> {
  await deps.realtime
    .sessionsEnded(userId)
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime sessions-ended not published'));
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = {
  id: string;
  email: string;
  role: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  profilePhotoKey?: string | null;
};
