import { Hono } from 'hono';
import {
  newsSeenSchema,
  preferencesUpdateSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
  unsubscribeSchema,
} from '~/domain/notifications';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { validate } from '../../http/validate';
import { notificationsService } from './service';

export function notificationsRoutes(deps: AppDeps, auth: Auth) {
  const service = notificationsService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.get('/me/notification-preferences', session, async (c) =>
    c.json({ preferences: await service.preferences(c.var.user) }),
  );

  app.put('/me/notification-preferences', session, validate('json', preferencesUpdateSchema), async (c) =>
    c.json({ preferences: await service.updatePreferences(c.var.user, c.req.valid('json').preferences) }),
  );

  app.get('/me/news', session, async (c) => c.json(await service.news(c.var.user)));

  app.post('/me/news/seen', session, validate('json', newsSeenSchema), async (c) => {
    await service.markSeen(c.var.user, c.req.valid('json'));
    return c.body(null, 204);
  });

  app.get('/push/public-key', session, (c) => c.json(service.publicKey()));

  app.put('/me/push-subscriptions', session, validate('json', pushSubscriptionSchema), async (c) => {
    await service.subscribeDevice(c.var.user, c.req.valid('json'));
    return c.body(null, 204);
  });

  app.delete('/me/push-subscriptions', session, validate('json', pushEndpointSchema), async (c) => {
    await service.unsubscribeDevice(c.var.user, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });

  // No session: the link comes from a mail (RFC 8058). GET only reads what it would stop; the POST stops it, from
  // the page's button or from the mail client's one-click (its body, 'List-Unsubscribe=One-Click', is not needed).
  app.get('/notifications/unsubscribe', validate('query', unsubscribeSchema), async (c) =>
    c.json(await service.describeLink(c.req.valid('query'))),
  );

  app.post('/notifications/unsubscribe', validate('query', unsubscribeSchema), async (c) =>
    c.json(await service.unsubscribe(c.req.valid('query'))),
  );

  return app;
}
