import { Hono } from 'hono';
import { grantConsentSchema } from '~/domain/consent';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { validate } from '../../http/validate';
import { consentService } from './service';

/** The signed-in client's consent: its state with what withdrawing it erases, giving it, withdrawing it. */
export function consentRoutes(deps: AppDeps, auth: Auth) {
  const service = consentService(deps);
  const app = new Hono<AuthEnv>();
  const client = [requireSession(auth), requireRole('client')] as const;

  app.get('/me/consent', ...client, async (c) => c.json(await service.status(c.var.user.id)));

  app.put('/me/consent', ...client, validate('json', grantConsentSchema), async (c) =>
    c.json(await service.grant(c.var.user.id)),
  );

  app.delete('/me/consent', ...client, async (c) => c.json(await service.withdraw(c.var.user.id)));

  return app;
}
