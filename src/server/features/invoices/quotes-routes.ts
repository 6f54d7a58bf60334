import { Hono, type Context } from 'hono';
import { acceptQuoteSchema, packageSchema, sendQuoteSchema } from '~/domain/quotes';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { quotesService } from './quotes-service';

const packageId = (c: Context) => uuidOr404(c.req.param('id'), 'package');
const quoteId = (c: Context) => uuidOr404(c.req.param('id'), 'quote');

/** 'Forfaits' and 'Devis': her packages, the quotes she sends, and the client's answer. */
export function quotesRoutes(deps: FeatureDeps, auth: Auth) {
  const service = quotesService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const consultant = [session, requireRole('consultant')] as const;

  app.get('/me/packages', ...consultant, async (c) => c.json(await service.packages(c.var.user)));

  app.post('/me/packages', ...consultant, validate('json', packageSchema), async (c) =>
    c.json(await service.addPackage(c.var.user, c.req.valid('json')), 201),
  );

  app.put('/packages/:id', session, validate('json', packageSchema), async (c) =>
    c.json(await service.updatePackage(c.var.user, packageId(c), c.req.valid('json'))),
  );

  app.delete('/packages/:id', session, async (c) => {
    await service.archivePackage(c.var.user, packageId(c));
    return c.body(null, 204);
  });

  app.get('/me/quotes', ...consultant, async (c) => c.json(await service.listSent(c.var.user)));

  app.get('/clients/:clientId/quotes', session, async (c) =>
    c.json(await service.listOfClient(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.post('/clients/:clientId/quotes', session, validate('json', sendQuoteSchema), async (c) => {
    const { quote, created } = await service.send(
      c.var.user,
      clientIdOr404(c.req.param('clientId')),
      c.req.valid('json'),
    );
    return c.json(quote, created ? 201 : 200);
  });

  app.get('/clients/:clientId/packages', session, async (c) =>
    c.json(await service.clientPackages(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.get('/quotes/:id', session, async (c) => c.json(await service.get(c.var.user, quoteId(c))));

  app.post('/quotes/:id/acceptance', session, validate('json', acceptQuoteSchema), async (c) =>
    c.json(await service.accept(c.var.user, quoteId(c), c.req.valid('json'))),
  );

  app.post('/quotes/:id/decline', session, async (c) =>
    c.json(await service.decline(c.var.user, quoteId(c))),
  );

  return app;
}
