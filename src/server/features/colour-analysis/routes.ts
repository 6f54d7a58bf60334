import { Hono, type Context } from 'hono';
import { drapingInputSchema, measurementsSchema, photoConsentSchema } from '~/domain/draping';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { clientIdOr404 } from '../../http/path-id';
import { acceptsUpload } from '../../http/protection/body-size';
import { validate } from '../../http/validate';
import { readUploadedFile } from '../../platform/images/upload';
import { colourAnalysisService } from './service';

/** A client's colour analysis, for her (her own id) and the consultant following her. */
export function colourAnalysisRoutes(deps: FeatureDeps, auth: Auth) {
  const service = colourAnalysisService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const clientId = (c: Context) => clientIdOr404(c.req.param('clientId'));
  const base = '/clients/:clientId/colour-analysis';

  app.get(base, session, async (c) => c.json(await service.read(c.var.user, clientId(c))));

  app.delete(base, session, async (c) => c.json(await service.erase(c.var.user, clientId(c))));

  app.put(`${base}/photo-consent`, session, validate('json', photoConsentSchema), async (c) =>
    c.json(await service.grantPhotoConsent(c.var.user, clientId(c))),
  );

  app.delete(`${base}/photo-consent`, session, async (c) =>
    c.json(await service.withdrawPhotoConsent(c.var.user, clientId(c))),
  );

  /** Multipart `file`: a JPEG or PNG of her face, kept as a JPEG of at most 1600 px without metadata. */
  app.put(`${base}/photo`, session, acceptsUpload, async (c) =>
    c.json(await service.replacePhoto(c.var.user, clientId(c), await readUploadedFile(c))),
  );

  app.delete(`${base}/photo`, session, async (c) =>
    c.json(await service.removePhoto(c.var.user, clientId(c))),
  );

  app.get(`${base}/photo`, session, async (c) => {
    const photo = await service.photo(c.var.user, clientId(c));
    c.header('content-type', photo.contentType);
    // Her face: never in a shared cache, never kept by the browser past the session's use.
    c.header('cache-control', 'private, no-store');
    return c.body(new Uint8Array(photo.data));
  });

  app.put(`${base}/measurements`, session, validate('json', measurementsSchema), async (c) =>
    c.json(await service.saveMeasurements(c.var.user, clientId(c), c.req.valid('json'))),
  );

  app.put(`${base}/drapes`, session, validate('json', drapingInputSchema), async (c) =>
    c.json(await service.saveDraping(c.var.user, clientId(c), c.req.valid('json'))),
  );

  return app;
}
