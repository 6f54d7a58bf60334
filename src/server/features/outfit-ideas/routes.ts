import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { outfitIdeasQuerySchema, rejectIdeaSchema } from '~/domain/outfit-ideas/outfit-ideas-api';
import { DEFAULT_TIME_ZONE, isTimeZone, readTimeZoneCookie, TIME_ZONE_COOKIE } from '~/domain/time-zone';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { clientIdOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { outfitIdeasService } from './service';

/** Her 'today' is in the zone her browser told last (src/web/lib/time-zone.ts), else in France's. */
function timeZoneOf(c: Context): string {
  const cookie = getCookie(c, TIME_ZONE_COOKIE);
  const zone = cookie && readTimeZoneCookie(cookie).name;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** 'Idées de tenues': the client and the consultants following her read them; 'Pas pour moi' is hers. */
export function outfitIdeasRoutes(deps: FeatureDeps, auth: Auth) {
  const service = outfitIdeasService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.get('/clients/:clientId/outfit-ideas', session, validate('query', outfitIdeasQuerySchema), async (c) =>
    c.json(
      await service.ideas(
        c.var.user,
        clientIdOr404(c.req.param('clientId')),
        c.req.valid('query'),
        timeZoneOf(c),
      ),
    ),
  );

  app.post(
    '/clients/:clientId/outfit-ideas/rejections',
    session,
    validate('json', rejectIdeaSchema),
    async (c) => {
      await service.reject(c.var.user, clientIdOr404(c.req.param('clientId')), c.req.valid('json'));
      return c.body(null, 204);
    },
  );

  return app;
}
