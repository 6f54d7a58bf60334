import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { uuidOr404 } from '../../http/path-id';
import { linksService } from './service';

export function linksRoutes(deps: FeatureDeps, auth: Auth) {
  const service = linksService(deps);
  const app = new Hono<AuthEnv>();

  /** The signed-in consultant ends her link with a client, or the signed-in client with a consultant. */
  app.delete('/links/:personId', requireSession(auth), async (c) => {
    const personId = uuidOr404(c.req.param('personId'), 'link');
    await service.end(c.var.user, personId);
    return c.body(null, 204);
  });

  return app;
}
