import { Hono } from 'hono';
import type { AppDeps } from '../../deps';

/** Links the landing page shows, set per deployment. */
export function publicConfigRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/public-config', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json({ labsUrl: deps.config.labsUrl, contactEmail: deps.config.contactEmail });
  });
  return app;
}
