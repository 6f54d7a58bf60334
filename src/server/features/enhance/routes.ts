import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { limitPerUser, RATE_LIMITS } from '../../http/protection/rate-limits';
import { EnhancerBusyError, UnreadableImageError } from '../../platform/images/enhance/enhancer';
import { assertReadableImage, unreadableImage } from '../../platform/images/images';
import { readUploadedFile } from '../../platform/images/upload';
import { acceptsUpload } from '../../http/protection/body-size';

/** A user's photos enhanced at once; the web app enhances one at a time, bulk capture a few. */
const MAX_ENHANCEMENTS_PER_USER = 2;

/**
 * POST /api/enhance: the photo in `file` without its background, as a PNG; its confidence and the garment's
 * dominant colour (one of the colour values, to prefill the form) in headers.
 */
export function enhanceRoutes(deps: AppDeps, auth: Auth) {
  const app = new Hono<AuthEnv>();
  const enhanceRate = limitPerUser(deps.rateLimiter, RATE_LIMITS.enhancements);

  /** Enhancements under way per user on this instance: one person cannot hold every worker. */
  const running = new Map<string, number>();

  app.post('/enhance', requireSession(auth), enhanceRate, acceptsUpload, async (c) => {
    const userId = c.var.user.id;
    const upload = await readUploadedFile(c);
    await assertReadableImage(upload);
    if ((running.get(userId) ?? 0) >= MAX_ENHANCEMENTS_PER_USER) {
      throw new AppError('ENHANCE_IN_PROGRESS');
    }
    running.set(userId, (running.get(userId) ?? 0) + 1);
    const result = await deps.enhancer
      .enhance(upload)
      .finally(() => {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      })
      .catch((error: unknown) => {
        if (error instanceof EnhancerBusyError) throw new AppError('ENHANCER_BUSY');
        if (error instanceof UnreadableImageError) throw unreadableImage();
        deps.logger.error({ err: error }, 'enhancement failed');
        throw new AppError('ENHANCE_FAILED');
      });
    c.header('content-type', 'image/png');
    c.header('cache-control', 'no-store');
    c.header('x-enhance-confidence', result.confidence);
    if (result.color) c.header('x-enhance-color', result.color);
    return c.body(new Uint8Array(result.png));
  });

  return app;
}
