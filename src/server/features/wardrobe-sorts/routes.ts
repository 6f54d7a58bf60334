import { Hono } from 'hono';
import { editMissingSchema, sortDecisionSchema, startSortSchema } from '~/domain/wardrobe-sort';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { wardrobeSortsService } from './service';

const sortId = (id: string) => uuidOr404(id, 'sort');

/** The wardrobe sort, for the client and the consultants following her alike (the access module tells them apart). */
export function wardrobeSortsRoutes(deps: FeatureDeps, auth: Auth) {
  const service = wardrobeSortsService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.post('/wardrobe-sorts', session, validate('json', startSortSchema), async (c) =>
    c.json(await service.start(c.var.user, c.req.valid('json')), 201),
  );

  // Her sorts: for the client her own id, for a consultant her client's.
  app.get('/clients/:clientId/wardrobe-sorts', session, async (c) =>
    c.json(await service.list(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.get('/wardrobe-sorts/:id', session, async (c) =>
    c.json(await service.get(c.var.user, sortId(c.req.param('id')))),
  );

  app.get('/wardrobe-sorts/:id/report', session, async (c) =>
    c.json(await service.report(c.var.user, sortId(c.req.param('id')))),
  );

  app.put('/wardrobe-sorts/:id/decisions/:itemId', session, validate('json', sortDecisionSchema), async (c) =>
    c.json(
      await service.decide(
        c.var.user,
        sortId(c.req.param('id')),
        uuidOr404(c.req.param('itemId')),
        c.req.valid('json'),
      ),
    ),
  );

  app.delete('/wardrobe-sorts/:id/decisions/:itemId', session, async (c) => {
    await service.undo(c.var.user, sortId(c.req.param('id')), uuidOr404(c.req.param('itemId')));
    return c.body(null, 204);
  });

  app.post('/wardrobe-sorts/:id/finish', session, async (c) =>
    c.json(await service.finish(c.var.user, sortId(c.req.param('id')))),
  );

  /** Her consultant's 'Ce qui manque', replacing the computed list. */
  app.put('/wardrobe-sorts/:id/missing', session, validate('json', editMissingSchema), async (c) =>
    c.json(await service.editMissing(c.var.user, sortId(c.req.param('id')), c.req.valid('json'))),
  );

  /** Back to the computed list. */
  app.delete('/wardrobe-sorts/:id/missing', session, async (c) =>
    c.json(await service.editMissing(c.var.user, sortId(c.req.param('id')), null)),
  );

  /** The client takes what the sort gives or sells out of her wardrobe ('Sortis de la garde-robe'). */
  app.post('/wardrobe-sorts/:id/archive', session, async (c) =>
    c.json(await service.archiveLeaving(c.var.user, sortId(c.req.param('id')))),
  );

  return app;
}
