import { Hono } from 'hono';
import {
  clientProfileSchema,
  consultantMeasurementsSchema,
  measurementHistoryQuerySchema,
  onboardingSchema,
} from '~/domain/measurements';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { clientIdOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { clientProfilesService } from './service';

/**
 * The signed-in client's own measurements (`null` until onboarding is done), those her consultant records in
 * session, and their history.
 */
export function clientProfilesRoutes(deps: FeatureDeps, auth: Auth) {
  const service = clientProfilesService(deps);
  const app = new Hono<AuthEnv>();
  const client = [requireSession(auth), requireRole('client')] as const;

  app.get('/me/client-profile', ...client, async (c) =>
    c.json({ profile: await service.find(c.var.user.id) }),
  );

  app.post('/me/client-profile', ...client, validate('json', onboardingSchema), async (c) =>
    c.json({ profile: await service.onboard(c.var.user, c.req.valid('json')) }, 201),
  );

  app.put('/me/client-profile', ...client, validate('json', clientProfileSchema), async (c) =>
    c.json({ profile: await service.update(c.var.user, c.req.valid('json')) }),
  );

  /** The linked consultant records the measurements she took in session. */
  app.put(
    '/clients/:clientId/measurements',
    requireSession(auth),
    requireRole('consultant'),
    validate('json', consultantMeasurementsSchema),
    async (c) =>
      c.json({
        profile: await service.recordForClient(
          c.var.user,
          clientIdOr404(c.req.param('clientId')),
          c.req.valid('json'),
        ),
      }),
  );

  app.get(
    '/clients/:clientId/measurements/history',
    requireSession(auth),
    validate('query', measurementHistoryQuerySchema),
    async (c) =>
      c.json(await service.history(c.var.user, clientIdOr404(c.req.param('clientId')), c.req.valid('query'))),
  );

  return app;
}
