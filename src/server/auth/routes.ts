import { setTimeout as sleep } from 'node:timers/promises';
import { Hono, type Context } from 'hono';
import {
  signInSchema,
  signUpSchema,
  resetRequestSchema,
  resetPasswordSchema,
  resendConfirmationSchema,
  changePasswordSchema,
} from '~/domain/auth';
import type { ZodType } from 'zod';
import type { AppDeps } from '../deps';
import { AppError, validationError } from '../errors';
import { errorResponse } from '../http/error-response';
import { clientAddress } from '../http/protection/client-address';
import {
  assertNotExhausted,
  enforce,
  limitPerAddress,
  RATE_LIMITS,
  SIGN_IN_SLOWDOWN_MS,
} from '../http/protection/rate-limits';
import { CLIENT_IP_HEADER, provenSignUpAddress, type Auth } from './auth';
import { confirmationCallback } from './confirmation-link';
import { assertStrongPassword, RESET_PASSWORD_PREFIX, revokeResetLinks } from './password-rules';
import { translateAuthError } from './translate-errors';

/** better-auth endpoints the web app may call; everything else (update-user, delete-user...) stays closed. */
/** How long every reset request takes to answer, known address or not: well above either path's own time. */
export const RESET_REQUEST_ANSWER_MS = 400;

export const OPEN_AUTH_PATHS = new Set([
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  'GET /verify-email',
]);

const MALFORMED = Symbol('malformed JSON');

/** What sign-up asks of the invitations (composed in app.ts: src/server/features/invites/service.ts). */
export type InvitedSignUps = {
  signUpProvesAddress(input: { inviteToken?: string; inviteProof?: string; email: string }): Promise<boolean>;
  signedUp(input: { inviteToken?: string; email: string; userId: string; proven: boolean }): Promise<void>;
};

export function authRoutes(deps: AppDeps, auth: Auth, invites?: InvitedSignUps) {
  const { rateLimiter, config } = deps;
  const perAddress = (rule: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS]) =>
    limitPerAddress(rateLimiter, rule, config);
  const forward = (c: Context, options: { path: string; body?: unknown }) =>
    forwardToBetterAuth(c, auth, clientAddress(c, config), options);
  const app = new Hono();

  app.post('/sign-up/email', perAddress(RATE_LIMITS.signUp), async (c) => {
    const input = await parseJson(c, signUpSchema);
    if (!input.ok) return input.response;
    const { firstName, lastName, email, password, role, inviteToken, inviteProof } = input.data;
    assertStrongPassword(password, { email, firstName, lastName });
    const callbackURL = confirmationCallback(inviteToken);
    const throughInvite = role === 'client' && !!inviteToken && !!invites;
    // The mailed invitation link proves the address: no confirmation mail, the invitation confirms it.
    const proven = throughInvite && (await invites.signUpProvesAddress({ inviteToken, inviteProof, email }));
    const signUp = () =>
      forward(c, {
        path: '/sign-up/email',
        body: { name: `${firstName} ${lastName}`, firstName, lastName, email, password, role, callbackURL },
      });
    const response = proven ? await provenSignUpAddress.run(email, signUp) : await signUp();
    if (throughInvite && response.status === 200) {
      const created = (await response
        .clone()
        .json()
        .catch(() => null)) as { user?: { id?: string } } | null;
      const userId = created?.user?.id;
      if (userId) await invites.signedUp({ inviteToken, email, userId, proven });
    }
    return response;
  });

  app.post('/sign-in/email', perAddress(RATE_LIMITS.signIn), async (c) => {
    const input = await parseJson(c, signInSchema);
    if (!input.ok) return input.response;
    // Only failures count, so an owner is not limited by signing in often. Refusals are per address (and per
    // address and account); the account from everywhere is only slowed down, so nobody can lock its owner out.
    const account = input.data.email.toLowerCase();
    const address = clientAddress(c, config);
    const pair = `${address}:${account}`;
    await assertNotExhausted(rateLimiter, RATE_LIMITS.signInAddressFailures, address);
    await assertNotExhausted(rateLimiter, RATE_LIMITS.signInFailures, pair);
    const targeted = await rateLimiter.check(RATE_LIMITS.signInAccountFailures, account);
    if (!targeted.allowed) await new Promise((resolve) => setTimeout(resolve, SIGN_IN_SLOWDOWN_MS));
    const response = await forward(c, { path: '/sign-in/email', body: input.data });
    if (response.status === 401) {
      await rateLimiter.hit(RATE_LIMITS.signInAddressFailures, address);
      await rateLimiter.hit(RATE_LIMITS.signInFailures, pair);
      await rateLimiter.hit(RATE_LIMITS.signInAccountFailures, account);
    }
    return response;
  });

  app.post('/request-password-reset', perAddress(RATE_LIMITS.passwordResetRequest), async (c) => {
    const started = performance.now();
    const input = await parseJson(c, resetRequestSchema);
    if (!input.ok) return input.response;
    await enforce(rateLimiter, RATE_LIMITS.passwordResetMails, input.data.email.toLowerCase());
    const response = await forward(c, {
      path: '/request-password-reset',
      body: { email: input.data.email },
    });
    if (response.status !== 200) return response;
    // A known address costs a token and a mail (sent after the answer): every answer waits for the same floor, so
    // its time does not tell whether the address has an account.
    await sleep(Math.max(0, RESET_REQUEST_ANSWER_MS - (performance.now() - started)));
    // Same answer whether the account exists or not; better-auth's own text is English.
    return c.json({
      status: true,
      message: 'Si un compte existe pour cette adresse, un lien vient de lui être envoyé.',
    });
  });

  app.post('/reset-password', perAddress(RATE_LIMITS.passwordReset), async (c) => {
    const input = await parseJson(c, resetPasswordSchema);
    if (!input.ok) return input.response;
    // The rule needs whose password it is; an unknown or expired token is left to better-auth to refuse.
    const owner = await resetTokenOwner(auth, input.data.token);
    if (owner) assertStrongPassword(input.data.newPassword, owner);
    return forward(c, { path: '/reset-password', body: input.data });
  });

  /**
   * The confirmation mail again, only ever to the signed-in user's own address (whatever the body says),
   * optionally leading back to the invitation they are accepting, a few times an hour at most.
   */
  app.post('/send-verification-email', async (c) => {
    const input = await parseJson(c, resendConfirmationSchema);
    if (!input.ok) return input.response;
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return errorResponse(c, new AppError('UNAUTHENTICATED'));
    if (session.user.emailVerified) return errorResponse(c, new AppError('EMAIL_ALREADY_VERIFIED'));
    await enforce(rateLimiter, RATE_LIMITS.confirmationMails, session.user.id);
    const callbackURL = confirmationCallback(input.data.inviteToken);
    const response = await forward(c, {
      path: '/send-verification-email',
      body: { email: session.user.email, callbackURL },
    });
    if (response.status !== 200) return response;
    return c.json({ status: true, message: 'Email de confirmation envoyé' });
  });

  /** Whether a reset link is still usable: the page shows 'Lien expiré' otherwise. */
  app.get('/reset-password-token/:token', async (c) => {
    const ctx = await auth.$context;
    const verification = await ctx.internalAdapter.findVerificationValue(
      `${RESET_PASSWORD_PREFIX}${c.req.param('token')}`,
    );
    const valid = !!verification && verification.expiresAt > new Date();
    return c.json({ valid });
  });

  /**
   * Every other session of the user ends (whatever the body asks: a thief signed in elsewhere must not stay),
   * this one goes on under a new cookie, and reset links asked for before no longer work.
   */
  app.post('/change-password', perAddress(RATE_LIMITS.passwordChange), async (c) => {
    const input = await parseJson(c, changePasswordSchema);
    if (!input.ok) return input.response;
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return errorResponse(c, new AppError('UNAUTHENTICATED'));
    const { email, firstName, lastName } = session.user;
    assertStrongPassword(input.data.newPassword, { email, firstName, lastName });
    const response = await forward(c, {
      path: '/change-password',
      body: { ...input.data, revokeOtherSessions: true },
    });
    if (response.status === 200) await revokeResetLinks(deps.db, session.user.id);
    return response;
  });

  app.all('/*', async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    if (!OPEN_AUTH_PATHS.has(`${c.req.method} ${path}`)) return errorResponse(c, new AppError('NOT_FOUND'));
    return forward(c, { path });
  });

  return app;
}

/** Whose password a reset token would change, or null when the token is unknown or expired. */
async function resetTokenOwner(auth: Auth, token: string) {
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`${RESET_PASSWORD_PREFIX}${token}`);
  if (!verification || verification.expiresAt <= new Date()) return null;
  const user = await ctx.internalAdapter.findUserById(verification.value);
  if (!user) return null;
  const { firstName, lastName } = user as { firstName?: string; lastName?: string };
  return { email: user.email, firstName, lastName };
}

/** The JSON body parsed by `schema`; malformed JSON gets the same French 400 as on every other route. */
async function parseJson<T extends ZodType>(c: Context, schema: T) {
  const raw: unknown = await c.req.json().catch(() => MALFORMED);
  if (raw === MALFORMED) {
    return { ok: false as const, response: errorResponse(c, new AppError('INVALID_INPUT')) };
  }
  const result = schema.safeParse(raw);
  if (!result.success)
    return { ok: false as const, response: errorResponse(c, validationError(result.error)) };
  return { ok: true as const, data: result.data as T['_output'] };
}

/**
 * Hands the request to better-auth with the caller's real address (for rate limits; a header the client
 * sent is overwritten), and turns its English errors into our French `{ error }` bodies.
 */
async function forwardToBetterAuth(
  c: Context,
  auth: Auth,
  callerAddress: string,
  options: { path: string; body?: unknown },
) {
  const url = new URL(c.req.url);
  url.pathname = `/api/auth${options.path}`;
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, callerAddress);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  } else if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    body = await c.req.raw.arrayBuffer();
  }
  const response = await auth.handler(new Request(url, { method: c.req.method, headers, body }));
  if (response.status < 400) return response;
  const out = errorResponse(c, translateAuthError(response.status, await response.json().catch(() => null)));
  for (const cookie of response.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  return out;
}
