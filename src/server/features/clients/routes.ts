import { Hono } from 'hono';
import { clientListQuerySchema } from '~/domain/clients';
import { followUpSchema } from '~/domain/client-notes';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { validate } from '../../http/validate';
import { clientIdOr404 } from '../../http/path-id';
import { clientsService } from './service';

export function clientsRoutes(deps: AppDeps, auth: Auth) {
  const service = clientsService(deps);
  const app = new Hono<AuthEnv>();
  const consultant = [requireSession(auth), requireRole('consultant')] as const;

  app.get('/clients', ...consultant, validate('query', clientListQuerySchema), async (c) =>
    c.json(await service.list(c.var.user.id, c.req.valid('query'))),
  );

  app.get('/follow-ups', ...consultant, async (c) => c.json(await service.dueFollowUps(c.var.user.id)));

  app.put('/clients/:clientId/follow-up', ...consultant, validate('json', followUpSchema), async (c) => {
    const clientId = clientIdOr404(c.req.param('clientId'));
    return c.json(await service.setFollowUp(c.var.user.id, clientId, c.req.valid('json').followUpOn));
  });

  /** The client file was opened: answers and reactions until now are no longer new. */
  app.put('/clients/:clientId/seen', ...consultant, async (c) => {
    const clientId = clientIdOr404(c.req.param('clientId'));
    await service.markSeen(c.var.user.id, clientId);
    return c.body(null, 204);
  });

  app.get('/clients/:clientId', requireSession(auth), async (c) => {
    const clientId = clientIdOr404(c.req.param('clientId'));
    return c.json(await service.get(c.var.user, clientId));
  });

  return app;
}
