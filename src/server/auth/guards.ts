import { isAPIError } from 'better-auth/api';
import { createMiddleware } from 'hono/factory';
import type { Role } from '~/domain/roles';
import type { Database } from '../db/client';
import { createAccess } from '../access/access';
import { AppError } from '../errors';
import { errorResponse } from '../http/error-response';
import { SAFE_METHODS } from '../http/protection/origin';
import { requestHeader } from '../http/node-headers';
import type { Auth, SessionUser } from './auth';

export type AuthEnv = { Variables: { user: SessionUser } };

/**
 * Reads the session cookie and puts the user on the context; 401 otherwise. Most requests take the one-statement
 * path of `readSession`; the rest (renewal due, expired or unknown session) go through better-auth, whose result
 * comes back as an object with its headers, not as a Response to parse again.
 */
export function requireSession(auth: Auth) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const reading = await auth.readSession(requestHeader(c, 'cookie'), {
      mayReuse: SAFE_METHODS.has(c.req.method),
    });
    if (reading.kind === 'none') throw new AppError('UNAUTHENTICATED');
    if (reading.kind === 'valid') {
      c.set('user', reading.user);
      return next();
    }
    const session = await auth.api
      .getSession({ headers: c.req.raw.headers, returnHeaders: true })
      .catch((error: unknown) => {
        if (isAPIError(error)) throw new AppError('UNAUTHENTICATED');
        throw error;
      });
    const user = session.response?.user as SessionUser | undefined;
    // Forward the cookies better-auth set: a renewed session's, or the clearing of an expired one.
    const forwardCookies = (response: Response) => {
      for (const cookie of session.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    };
    if (!user) {
      const refused = errorResponse(c, new AppError('UNAUTHENTICATED'));
      forwardCookies(refused);
      return refused;
    }
    c.set('user', user);
    await next();
    forwardCookies(c.res);
  });
}

export function requireRole(role: Role) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (c.var.user.role !== role) throw new AppError('FORBIDDEN');
    await next();
  });
}

/**
 * A client's measurements and photos are kept only with her consent (given at onboarding, withdrawn in
 * Paramètres): without it, the routes that store them answer 403 CONSENT_REQUIRED. Other roles pass.
 */
export function requireConsent(db: Database) {
  const access = createAccess(db);
  return createMiddleware<AuthEnv>(async (c, next) => {
    await access.requireAccess(c.var.user, 'personalData.store', c.var.user.id);
    await next();
  });
}
