import { Hono } from 'hono';
import { clientProfileSchema, onboardingSchema } from '~/domain/measurements';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { validate } from '../../http/validate';
import { clientProfilesRepository } from './repository';

/** The signed-in client's own measurements. `null` until onboarding is done. */
export function clientProfilesRoutes(deps: AppDeps, auth: Auth) {
  const repo = clientProfilesRepository(deps.db);
  const app = new Hono<AuthEnv>();
  const client = [requireSession(auth), requireRole('client')] as const;

  app.get('/me/client-profile', ...client, async (c) => c.json({ profile: await repo.find(c.var.user.id) }));

  app.post('/me/client-profile', ...client, validate('json', onboardingSchema), async (c) => {
    await repo.upsert(c.var.user.id, c.req.valid('json'));
    return c.json({ profile: await repo.find(c.var.user.id) }, 201);
  });

  app.put('/me/client-profile', ...client, validate('json', clientProfileSchema), async (c) => {
    await repo.upsert(c.var.user.id, c.req.valid('json'));
    return c.json({ profile: await repo.find(c.var.user.id) });
  });

  return app;
}
