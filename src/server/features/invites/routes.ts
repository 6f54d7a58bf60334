import { Hono } from 'hono';
import { z } from 'zod';
import { acceptInviteSchema, createInviteSchema, invitationListQuerySchema } from '~/domain/invites';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { uuidOr404 } from '../../http/path-id';
import { limitPerUser, RATE_LIMITS } from '../../http/protection/rate-limits';
import { validate } from '../../http/validate';
import { invitesService } from './service';

const tokenParam = z.object({ token: z.string().min(16).max(100) });

export function invitesRoutes(deps: FeatureDeps, auth: Auth) {
  const service = invitesService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.post(
    '/invites',
    session,
    requireRole('consultant'),
    limitPerUser(deps.rateLimiter, RATE_LIMITS.invitations),
    validate('json', createInviteSchema),
    async (c) => {
      const { email, withQuestionnaire } = c.req.valid('json');
      const invite = await service.create(c.var.user, email, { withQuestionnaire });
      return c.json(invite, invite.extended ? 200 : 201);
    },
  );

  /** The consultant's invitations and where each stands, newest first. */
  app.get(
    '/invites',
    session,
    requireRole('consultant'),
    validate('query', invitationListQuerySchema),
    async (c) => c.json(await service.list(c.var.user.id, c.req.valid('query'))),
  );

  /** The mail again, 7 more days; the limits of inviting apply. */
  app.post(
    '/invites/:inviteId/resend',
    session,
    requireRole('consultant'),
    limitPerUser(deps.rateLimiter, RATE_LIMITS.invitations),
    async (c) => c.json(await service.resend(c.var.user, uuidOr404(c.req.param('inviteId'), 'invite'))),
  );

  app.delete('/invites/:inviteId', session, requireRole('consultant'), async (c) => {
    await service.revoke(c.var.user, uuidOr404(c.req.param('inviteId'), 'invite'));
    return c.body(null, 204);
  });

  /** Public: anyone holding the link learns who invited which email, never whether that email has an account. */
  app.get('/invites/:token', validate('param', tokenParam), async (c) =>
    c.json(await service.info(c.req.valid('param').token)),
  );

  app.post(
    '/invites/:token/accept',
    session,
    validate('param', tokenParam),
    validate('json', acceptInviteSchema),
    async (c) =>
      c.json(await service.accept(c.req.valid('param').token, c.var.user, c.req.valid('json').proof)),
  );

  return app;
}
