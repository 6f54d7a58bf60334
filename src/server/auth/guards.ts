import { isAPIError } from 'better-auth/api';
import { createMiddleware } from 'hono/factory';
import type { Role } from '~/domain/roles';
import { forbidden, unauthenticated } from '../http/errors';
import type { Auth, SessionUser } from './auth';

export type AuthEnv = { Variables: { user: SessionUser } };

/**
 * Reads the session cookie (renewing it when due) and puts the user on the context; 401 otherwise. The result
 * comes back as an object with its headers, not as a Response to parse again: this runs on every request.
 */
export function requireSession(auth: Auth) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const session = await auth.api
      .getSession({ headers: c.req.raw.headers, returnHeaders: true })
      .catch((error: unknown) => {
        if (isAPIError(error)) throw unauthenticated();
        throw error;
      });
    const user = session.response?.user as SessionUser | undefined;
    if (!user) throw unauthenticated();
    c.set('user', user);
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
