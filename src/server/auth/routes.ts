import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { signInSchema, signUpSchema, resetRequestSchema, resetPasswordSchema } from '~/domain/auth';
import { errorBody, notFound, sendError, validationError } from '../http/errors';
import type { ZodType } from 'zod';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { translateAuthError } from './translate-errors';

/** better-auth endpoints the web app may call; everything else (update-user, delete-user...) stays closed. */
const OPEN_AUTH_PATHS = new Set([
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  'GET /verify-email',
]);

export function authRoutes(auth: Auth) {
  const app = new Hono();

  app.post('/sign-up/email', async (c) => {
    const input = await parseJson(c, signUpSchema);
    if (!input.ok) return input.response;
    const { firstName, lastName, email, password, role } = input.data;
    return forward(c, auth, {
      path: '/sign-up/email',
      body: { name: `${firstName} ${lastName}`, firstName, lastName, email, password, role },
    });
  });

  app.post('/sign-in/email', async (c) => {
    const input = await parseJson(c, signInSchema);
    if (!input.ok) return input.response;
    return forward(c, auth, { path: '/sign-in/email', body: input.data });
  });

  app.post('/request-password-reset', async (c) => {
    const input = await parseJson(c, resetRequestSchema);
    if (!input.ok) return input.response;
    const response = await forward(c, auth, {
      path: '/request-password-reset',
      body: { email: input.data.email },
    });
    if (response.status !== 200) return response;
    // Same answer whether the account exists or not; better-auth's own text is English.
    return c.json({
      status: true,
      message: 'Si un compte existe pour cette adresse, un lien vient de lui être envoyé.',
    });
  });

  app.post('/reset-password', async (c) => {
    const input = await parseJson(c, resetPasswordSchema);
    if (!input.ok) return input.response;
    return forward(c, auth, { path: '/reset-password', body: input.data });
  });

  /** Whether a reset link is still usable: the page shows 'Lien expiré' otherwise. */
  app.get('/reset-password-token/:token', async (c) => {
    const ctx = await auth.$context;
    const verification = await ctx.internalAdapter.findVerificationValue(
      `reset-password:${c.req.param('token')}`,
    );
    const valid = !!verification && verification.expiresAt > new Date();
    return c.json({ valid });
  });

  app.all('/*', async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    if (!OPEN_AUTH_PATHS.has(`${c.req.method} ${path}`)) return sendError(c, notFound());
    return forward(c, auth, { path });
  });

  return app;
}

async function parseJson<T extends ZodType>(c: Context, schema: T) {
  const raw = await c.req.json().catch(() => undefined);
  const result = schema.safeParse(raw ?? {});
  if (!result.success) return { ok: false as const, response: sendError(c, validationError(result.error)) };
  return { ok: true as const, data: result.data as T['_output'] };
}

/**
 * Hands the request to better-auth with the caller's real address (for rate limits; a header the client
 * sent is overwritten), and turns its English errors into our French `{ error }` bodies.
 */
async function forward(c: Context, auth: Auth, options: { path: string; body?: unknown }) {
  const url = new URL(c.req.url);
  url.pathname = `/api/auth${options.path}`;
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress(c));
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  } else if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    body = await c.req.raw.arrayBuffer();
  }
  const response = await auth.handler(new Request(url, { method: c.req.method, headers, body }));
  if (response.status < 400) return response;
  const translated = translateAuthError(response.status, await response.json().catch(() => null));
  const out = c.json(errorBody(translated.code, translated.message), translated.status);
  for (const cookie of response.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  return out;
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket: tests may name the caller themselves.
    return c.req.header('x-test-client-ip') ?? '127.0.0.1';
  }
}
