import { Hono } from 'hono';
import { businessSchema } from '~/domain/business';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { acceptsUpload } from '../../http/protection/body-size';
import { validate } from '../../http/validate';
import { readUploadedFile } from '../../platform/images/upload';
import { businessService } from './service';

/** 'Mon activité', in the consultant's Paramètres. */
export function businessRoutes(deps: AppDeps, auth: Auth) {
  const service = businessService(deps);
  const app = new Hono<AuthEnv>();
  const consultant = [requireSession(auth), requireRole('consultant')] as const;

  app.get('/me/business', ...consultant, async (c) => c.json(await service.read(c.var.user.id)));

  app.put('/me/business', ...consultant, validate('json', businessSchema), async (c) =>
    c.json(await service.save(c.var.user.id, c.req.valid('json'))),
  );

  /** Multipart `file`: a JPEG or PNG, kept as a PNG of at most 600 px. */
  app.put('/me/business/logo', ...consultant, acceptsUpload, async (c) =>
    c.json(await service.replaceLogo(c.var.user.id, await readUploadedFile(c))),
  );

  app.delete('/me/business/logo', ...consultant, async (c) =>
    c.json(await service.removeLogo(c.var.user.id)),
  );

  app.get('/me/business/logo', ...consultant, async (c) => {
    const logo = await service.readLogo(c.var.user.id);
    c.header('content-type', logo.contentType);
    c.header('cache-control', 'private, max-age=86400');
    return c.body(new Uint8Array(logo.data));
  });

  return app;
}
