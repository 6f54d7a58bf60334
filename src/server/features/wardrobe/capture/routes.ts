import { Hono } from 'hono';
import { captureSaveSchema } from '~/domain/capture';
import type { Auth } from '../../../auth/auth';
import { requireConsent, requireRole, requireSession, type AuthEnv } from '../../../auth/guards';
import type { FeatureDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { acceptsUpload } from '../../../http/protection/body-size';
import { limitPerUser, RATE_LIMITS } from '../../../http/protection/rate-limits';
import { validate } from '../../../http/validate';
import { readUploadedFile } from '../../../platform/images/upload';
import { uuidOr404 } from '../../../http/path-id';
import { captureService, type CaptureImageVariant } from './service';

const VARIANTS: readonly CaptureImageVariant[] = ['original', 'cutout'];

const captureId = (id: string) => uuidOr404(id, 'capture');

/**
 * 'Ajouter plusieurs vêtements' (client only): photos uploaded one request each, cut out by the capture queue,
 * reviewed and saved as garments at once.
 */
export function captureRoutes(deps: FeatureDeps, auth: Auth) {
  const service = captureService(deps);
  const app = new Hono<AuthEnv>();
  const client = [requireSession(auth), requireRole('client')] as const;
  const captureRate = limitPerUser(deps.rateLimiter, RATE_LIMITS.captures);
  const consent = requireConsent(deps.db);

  app.get('/wardrobe/captures', ...client, async (c) => c.json({ items: await service.list(c.var.user.id) }));

  /** Multipart `file`: one photo, queued for its cutout. */
  app.post('/wardrobe/captures', ...client, consent, captureRate, acceptsUpload, async (c) =>
    c.json(await service.add(c.var.user.id, await readUploadedFile(c)), 201),
  );

  app.post('/wardrobe/captures/save', ...client, consent, validate('json', captureSaveSchema), async (c) =>
    c.json({ items: await service.save(c.var.user.id, c.req.valid('json').items) }, 201),
  );

  app.post('/wardrobe/captures/:id/retry', ...client, consent, captureRate, async (c) =>
    c.json(await service.retry(c.var.user.id, captureId(c.req.param('id')))),
  );

  /** Multipart `file`: the retouched cutout (a PNG). */
  app.put('/wardrobe/captures/:id/cutout', ...client, consent, acceptsUpload, async (c) => {
    const id = captureId(c.req.param('id'));
    return c.json(await service.replaceCutout(c.var.user.id, id, await readUploadedFile(c)));
  });

  app.delete('/wardrobe/captures/:id', ...client, async (c) => {
    await service.remove(c.var.user.id, captureId(c.req.param('id')));
    return c.body(null, 204);
  });

  app.get('/wardrobe/captures/:id/image/:variant', ...client, async (c) => {
    const variant = c.req.param('variant') as CaptureImageVariant;
    if (!VARIANTS.includes(variant)) throw new AppError('NOT_FOUND', { resource: 'capture' });
    const image = await service.readImage(c.var.user.id, captureId(c.req.param('id')), variant);
    // A cutout's URL changes with its file (?v=), so the browser may keep what it has.
    c.header('cache-control', 'private, max-age=86400');
    c.header('content-type', image.contentType);
    return c.body(new Uint8Array(image.data));
  });

  return app;
}
