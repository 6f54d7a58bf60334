import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_TIME_ZONE, isTimeZone, readTimeZoneCookie, TIME_ZONE_COOKIE } from '~/domain/time-zone';
import { createFeedSchema, logWearSchema, planLookSchema, undoWearQuerySchema } from '~/domain/wear-calendar';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { clientIdOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { wearCalendarService } from './service';

/** Her 'today' is in the zone her browser told last (src/web/lib/time-zone.ts), else in France's. */
function timeZoneOf(c: Context): string {
  const cookie = getCookie(c, TIME_ZONE_COOKIE);
  const zone = cookie && readTimeZoneCookie(cookie).name;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The calendar, the wear log and the summary: the client and the consultants following her (see the service). */
export function wearCalendarRoutes(deps: FeatureDeps, auth: Auth) {
  const service = wearCalendarService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const clientId = (c: Context) => clientIdOr404(c.req.param('clientId'));

  app.get('/clients/:clientId/calendar', session, async (c) =>
    c.json(
      await service.calendar(
        c.var.user,
        clientId(c),
        { from: c.req.query('from'), to: c.req.query('to') },
        timeZoneOf(c),
      ),
    ),
  );

  app.put('/clients/:clientId/calendar/:day', session, validate('json', planLookSchema), async (c) =>
    c.json(
      await service.plan(c.var.user, clientId(c), c.req.param('day'), c.req.valid('json'), timeZoneOf(c)),
    ),
  );

  app.delete('/clients/:clientId/calendar/:day', session, async (c) => {
    await service.unplan(c.var.user, clientId(c), c.req.param('day'));
    return c.body(null, 204);
  });

  // 'Je l'ai porté': the client herself.
  app.post('/clients/:clientId/wears', session, validate('json', logWearSchema), async (c) =>
    c.json(await service.logWear(c.var.user, clientId(c), c.req.valid('json'), timeZoneOf(c))),
  );

  app.delete('/clients/:clientId/wears/:day', session, validate('query', undoWearQuerySchema), async (c) =>
    c.json(await service.undoWear(c.var.user, clientId(c), c.req.param('day'), c.req.valid('query').itemId)),
  );

  app.get('/clients/:clientId/wear-summary', session, async (c) =>
    c.json(await service.summary(c.var.user, clientId(c), timeZoneOf(c))),
  );

  // Her calendar feed's address: a client's own.
  const client = [session, requireRole('client')] as const;
  app.get('/me/calendar-feed', ...client, async (c) => c.json(await service.feedState(c.var.user)));
  app.post('/me/calendar-feed', ...client, validate('json', createFeedSchema), async (c) =>
    c.json(await service.createFeed(c.var.user), 201),
  );
  app.delete('/me/calendar-feed', ...client, async (c) => {
    await service.revokeFeed(c.var.user);
    return c.body(null, 204);
  });

  return app;
}

/**
 * The feed a calendar app subscribes to, outside /api and without a session: the secret in its address is the
 * only key. Mounted in app.ts behind the rate limit per address; an unknown or revoked address is a 404.
 */
export function calendarFeedRoutes(deps: FeatureDeps) {
  const service = wearCalendarService(deps);
  const app = new Hono();
  app.get('/calendar/:file', async (c) => {
    const file = c.req.param('file');
    const body = file.endsWith('.ics') ? await service.feedFile(file.slice(0, -'.ics'.length)) : null;
    if (body === null) throw new AppError('NOT_FOUND');
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="mes-tenues.ics"',
      // Hers alone: no shared cache keeps it; a calendar app asks again within minutes, so a revoked address ends.
      'cache-control': 'private, max-age=300',
      'x-robots-tag': 'noindex',
    });
  });
  return app;
}
