import { Hono } from 'hono';
import { diagnosisInputSchema } from '~/domain/diagnosis';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { validate } from '../../http/validate';
import { clientIdOr404 } from '../../http/path-id';
import { diagnosisService } from './service';

export function diagnosisRoutes(deps: FeatureDeps, auth: Auth) {
  const service = diagnosisService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const consultant = [session, requireRole('consultant')] as const;

  app.get('/me/diagnosis', session, requireRole('client'), async (c) =>
    c.json(await service.read(c.var.user.id)),
  );

  app.get('/clients/:clientId/diagnosis', ...consultant, async (c) =>
    c.json(await service.readForConsultant(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.put('/clients/:clientId/diagnosis', ...consultant, validate('json', diagnosisInputSchema), async (c) =>
    c.json(await service.save(c.var.user, clientIdOr404(c.req.param('clientId')), c.req.valid('json'))),
  );

  return app;
}
