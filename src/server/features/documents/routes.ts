import { Hono, type Context } from 'hono';
import { Readable } from 'node:stream';
import { carnetCompositionSchema, sendDocumentSchema } from '~/domain/documents';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { attachment, savedOrOpened } from '../../http/attachment';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { documentsService, type DrawnDocument } from './service';

const disposition = (c: Context, fileName: string) => savedOrOpened((name) => c.req.query(name), fileName);

/** A document streamed as it is drawn, never held whole in memory. */
function pdfStream(c: Context, drawn: Pick<DrawnDocument, 'doc' | 'fileName'>, download = false) {
  c.header('content-type', 'application/pdf');
  c.header('content-disposition', download ? attachment(drawn.fileName) : disposition(c, drawn.fileName));
  c.header('cache-control', 'private, no-store');
  return c.body(Readable.toWeb(drawn.doc) as ReadableStream<Uint8Array>);
}

/** Documents of a client, for her and for the consultants following her: she uses her own id. */
export function documentsRoutes(deps: FeatureDeps, auth: Auth) {
  const service = documentsService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const clientId = (c: Context) => clientIdOr404(c.req.param('clientId'));

  app.get('/clients/:clientId/pocket-palette.pdf', session, async (c) =>
    pdfStream(c, await service.pocketPalette(c.var.user, clientId(c)), true),
  );

  app.get('/clients/:clientId/palette-wallpaper.png', session, async (c) => {
    const { png, fileName } = await service.wallpaper(c.var.user, clientId(c));
    c.header('content-type', 'image/png');
    c.header('content-disposition', attachment(fileName));
    c.header('cache-control', 'private, no-store');
    return c.body(new Uint8Array(png));
  });

  app.get('/clients/:clientId/carnet', session, async (c) =>
    c.json(await service.draft(c.var.user, clientId(c))),
  );

  app.put('/clients/:clientId/carnet', session, validate('json', carnetCompositionSchema), async (c) =>
    c.json(await service.saveDraft(c.var.user, clientId(c), c.req.valid('json'))),
  );

  app.get('/clients/:clientId/carnet.pdf', session, async (c) =>
    pdfStream(c, await service.carnet(c.var.user, clientId(c))),
  );

  app.get('/clients/:clientId/shopping-list.pdf', session, async (c) =>
    pdfStream(c, await service.shoppingList(c.var.user, clientId(c))),
  );

  app.get('/clients/:clientId/documents', session, async (c) =>
    c.json(await service.list(c.var.user, clientId(c))),
  );

  app.post('/clients/:clientId/documents', session, validate('json', sendDocumentSchema), async (c) =>
    c.json(await service.send(c.var.user, clientId(c), c.req.valid('json').kind), 201),
  );

  app.get('/documents/:id/file', session, async (c) => {
    const { data, fileName } = await service.file(c.var.user, uuidOr404(c.req.param('id'), 'document'));
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', disposition(c, fileName));
    // A version never changes: the service worker keeps it for reading offline once opened.
    c.header('cache-control', 'private, max-age=0, must-revalidate');
    return c.body(new Uint8Array(data));
  });

  return app;
}
