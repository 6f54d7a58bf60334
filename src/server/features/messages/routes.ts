import { Hono } from 'hono';
import { pageQuerySchema, sendMessageSchema, startConversationSchema } from '~/domain/messages';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { limitPerUser, RATE_LIMITS } from '../../http/protection/rate-limits';
import { validate } from '../../http/validate';
import { uuidOr404 } from '../../http/path-id';
import { messagesService } from './service';

const conversationId = (id: string) => uuidOr404(id, 'conversation');

export function messagesRoutes(deps: FeatureDeps, auth: Auth) {
  const service = messagesService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.get('/contacts', session, async (c) => c.json(await service.contacts(c.var.user)));

  app.get('/conversations', session, validate('query', pageQuerySchema), async (c) =>
    c.json(await service.list(c.var.user, c.req.valid('query'))),
  );

  app.post('/conversations', session, validate('json', startConversationSchema), async (c) =>
    c.json(await service.start(c.var.user, c.req.valid('json').participantId)),
  );

  app.get('/conversations/:id', session, async (c) =>
    c.json(await service.get(c.var.user, conversationId(c.req.param('id')))),
  );

  app.get('/conversations/:id/messages', session, validate('query', pageQuerySchema), async (c) =>
    c.json(await service.messages(c.var.user, conversationId(c.req.param('id')), c.req.valid('query'))),
  );

  const messageRate = limitPerUser(deps.rateLimiter, RATE_LIMITS.messages);
  app.post(
    '/conversations/:id/messages',
    session,
    messageRate,
    validate('json', sendMessageSchema),
    async (c) =>
      c.json(
        await service.send(c.var.user, conversationId(c.req.param('id')), c.req.valid('json').content),
        201,
      ),
  );

  app.post('/conversations/:id/read', session, async (c) =>
    c.json(await service.markRead(c.var.user, conversationId(c.req.param('id')))),
  );

  app.get('/messages/unread-count', session, async (c) => c.json(await service.unreadCount(c.var.user)));

  return app;
}
