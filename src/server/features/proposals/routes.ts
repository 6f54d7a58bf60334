import { Hono } from 'hono';
import { budgetSchema, decideProposalSchema } from '~/domain/proposals';
import { wardrobeListQuerySchema } from '~/domain/wardrobe';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { validate } from '../../http/validate';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { proposalsService } from './service';

const pageQuery = wardrobeListQuerySchema.pick({ cursor: true, limit: true });
const catalogueQuery = wardrobeListQuerySchema.pick({ cursor: true, limit: true, category: true });

export function proposalsRoutes(deps: FeatureDeps, auth: Auth) {
  const service = proposalsService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const client = [session, requireRole('client')] as const;
  const consultant = [session, requireRole('consultant')] as const;

  app.get('/proposals', ...client, validate('query', pageQuery), async (c) =>
    c.json(await service.listForClient(c.var.user.id, c.req.valid('query'))),
  );

  app.put('/proposals/:itemId/decision', ...client, validate('json', decideProposalSchema), async (c) => {
    const input = c.req.valid('json');
    const itemId = uuidOr404(c.req.param('itemId'), 'proposal');
    return c.json(await service.decide(c.var.user, itemId, input));
  });

  app.get('/clients/:clientId/proposals', ...consultant, validate('query', pageQuery), async (c) =>
    c.json(
      await service.listForConsultant(
        c.var.user,
        clientIdOr404(c.req.param('clientId')),
        c.req.valid('query'),
      ),
    ),
  );

  /** The editor's catalogue tab: the same proposals, by category. */
  app.get('/clients/:clientId/catalogue', ...consultant, validate('query', catalogueQuery), async (c) =>
    c.json(
      await service.listForConsultant(
        c.var.user,
        clientIdOr404(c.req.param('clientId')),
        c.req.valid('query'),
      ),
    ),
  );

  app.get('/clients/:clientId/proposals/summary', ...consultant, async (c) =>
    c.json(await service.summary(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.put('/clients/:clientId/budget', ...consultant, validate('json', budgetSchema), async (c) =>
    c.json(
      await service.setBudget(c.var.user, clientIdOr404(c.req.param('clientId')), c.req.valid('json').budget),
    ),
  );

  return app;
}
