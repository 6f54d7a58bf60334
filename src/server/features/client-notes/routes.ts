import { Hono, type Context } from 'hono';
import { noteBodySchema, noteListQuerySchema } from '~/domain/client-notes';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { validate } from '../../http/validate';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { clientNotesService } from './service';

/** The ids in the path, or the 404 a missing client or note would get. */
function idsOf(c: Context) {
  const clientId = clientIdOr404(c.req.param('clientId'));
  const noteId = c.req.param('noteId');
  return { clientId, noteId: noteId === undefined ? '' : uuidOr404(noteId, 'note') };
}

export function clientNotesRoutes(deps: AppDeps, auth: Auth) {
  const service = clientNotesService(deps);
  const app = new Hono<AuthEnv>();
  const consultant = [requireSession(auth), requireRole('consultant')] as const;

  app.get('/clients/:clientId/notes', ...consultant, validate('query', noteListQuerySchema), async (c) =>
    c.json(await service.list(c.var.user.id, idsOf(c).clientId, c.req.valid('query'))),
  );

  app.post('/clients/:clientId/notes', ...consultant, validate('json', noteBodySchema), async (c) =>
    c.json(await service.create(c.var.user.id, idsOf(c).clientId, c.req.valid('json').body), 201),
  );

  app.patch(
    '/clients/:clientId/notes/:noteId',
    ...consultant,
    validate('json', noteBodySchema),
    async (c) => {
      const { clientId, noteId } = idsOf(c);
      return c.json(await service.update(c.var.user.id, clientId, noteId, c.req.valid('json').body));
    },
  );

  app.delete('/clients/:clientId/notes/:noteId', ...consultant, async (c) => {
    const { clientId, noteId } = idsOf(c);
    await service.remove(c.var.user.id, clientId, noteId);
    return c.body(null, 204);
  });

  return app;
}
