import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { MIN_PASSWORD_LENGTH } from '~/domain/limits';
import * as schema from '../db/schema';
import type { AppDeps } from '../deps';
import { confirmationMail, resetPasswordMail } from './mails';

export const CLIENT_IP_HEADER = 'x-atelier-client-ip';

export function createAuth(deps: AppDeps) {
  const { config, db, mailer } = deps;
  return betterAuth({
    appName: 'Atelier Silhouette',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
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
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail(user.email, link));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        const link = url.replace(/callbackURL=[^&]*/, `callbackURL=${encodeURIComponent('/')}`);
        await mailer.send(confirmationMail(user.email, link));
      },
    },
    rateLimit: {
      enabled: config.rateLimit,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60 * 5, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
      },
    },
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

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = {
  id: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  profilePhotoKey?: string | null;
};
