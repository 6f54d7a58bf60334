import { createMiddleware } from 'hono/factory';
import type { Role } from '~/domain/roles';
import { forbidden, unauthenticated } from '../http/errors';
import type { Auth, SessionUser } from './auth';

export type AuthEnv = { Variables: { user: SessionUser } };

/** Reads the session cookie (renewing it when due) and puts the user on the context; 401 otherwise. */
export function requireSession(auth: Auth) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers, asResponse: true });
    const body = (await session.json()) as { user: SessionUser } | null;
    if (!body?.user) throw unauthenticated();
    c.set('user', body.user);
    await next();
    // Forward a renewed session cookie, if better-auth issued one.
    for (const cookie of session.headers.getSetCookie()) c.res.headers.append('set-cookie', cookie);
  });
}

export function requireRole(role: Role) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (c.var.user.role !== role) throw forbidden();
    await next();
  });
}
