import { Hono } from 'hono';
import { ENHANCE_MESSAGES } from '~/domain/enhance';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { EnhancerBusyError } from '../../platform/images/enhance/enhancer';
import { assertReadableImage } from '../../platform/images/images';
import { readUploadedFile, uploadLimit } from '../../platform/images/upload';

/** POST /api/enhance: the photo in `file` without its background, as a PNG; its confidence in a header. */
export function enhanceRoutes(deps: AppDeps, auth: Auth) {
  const app = new Hono<AuthEnv>();

  app.post('/enhance', requireSession(auth), uploadLimit(), async (c) => {
    const upload = await readUploadedFile(c);
    await assertReadableImage(upload);
    const result = await deps.enhancer.enhance(upload).catch((error: unknown) => {
      if (error instanceof EnhancerBusyError) {
        c.header('retry-after', '2');
        throw new HttpError(503, 'ENHANCER_BUSY', ENHANCE_MESSAGES.busy);
      }
      deps.logger.error({ err: error }, 'enhancement failed');
      throw new HttpError(500, 'ENHANCE_FAILED', ENHANCE_MESSAGES.failed);
    });
    c.header('content-type', 'image/png');
    c.header('cache-control', 'no-store');
    c.header('x-enhance-confidence', result.confidence);
    return c.body(new Uint8Array(result.png));
  });

  return app;
}
