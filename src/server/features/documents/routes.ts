import { Hono } from 'hono';
import { Readable } from 'node:stream';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachment } from '../../http/attachment';
import { clientIdOr404 } from '../../http/path-id';
import { documentsService } from './service';

/** Documents of a client, for her and for the consultants following her: she uses her own id. */
export function documentsRoutes(deps: AppDeps, auth: Auth) {
  const service = documentsService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.get('/clients/:clientId/pocket-palette.pdf', session, async (c) => {
    const { doc, fileName } = await service.pocketPalette(c.var.user, clientIdOr404(c.req.param('clientId')));
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', attachment(fileName));
    c.header('cache-control', 'private, no-store');
    return c.body(Readable.toWeb(doc) as ReadableStream<Uint8Array>);
  });

  app.get('/clients/:clientId/palette-wallpaper.png', session, async (c) => {
    const { png, fileName } = await service.wallpaper(c.var.user, clientIdOr404(c.req.param('clientId')));
    c.header('content-type', 'image/png');
    c.header('content-disposition', attachment(fileName));
    c.header('cache-control', 'private, no-store');
    return c.body(new Uint8Array(png));
  });

  return app;
}
