import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { limitPerUser, RATE_LIMITS } from '../../http/protection/rate-limits';
import { dataExportService } from './service';

export function dataExportRoutes(deps: AppDeps, auth: Auth) {
  const service = dataExportService(deps);
  const app = new Hono<AuthEnv>();

  app.get(
    '/me/export',
    requireSession(auth),
    limitPerUser(deps.rateLimiter, RATE_LIMITS.exports),
    async (c) => {
      const { filename, stream } = await service.archive(c.var.user);
      c.header('content-type', 'application/zip');
      c.header('content-disposition', `attachment; filename="${filename}"`);
      c.header('cache-control', 'no-store');
      return c.body(Readable.toWeb(stream) as ReadableStream);
    },
  );

  return app;
}
