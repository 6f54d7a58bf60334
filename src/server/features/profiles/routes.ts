import { Hono } from 'hono';
import { isAPIError } from 'better-auth/api';
import { accountDeletionSchema, updateNamesSchema } from '~/domain/profile';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { uuidOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { AppError } from '../../errors';
import { readUploadedFile } from '../../platform/images/upload';
import { acceptsUpload } from '../../http/protection/body-size';
import { profilesService } from './service';

export function profilesRoutes(deps: AppDeps, auth: Auth) {
  const service = profilesService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.get('/me', session, async (c) => c.json(await service.me(c.var.user.id)));

  app.patch('/me', session, validate('json', updateNamesSchema), async (c) =>
    c.json(await service.updateNames(c.var.user.id, c.req.valid('json'))),
  );

  app.put('/me/photo', session, acceptsUpload, async (c) => {
    const upload = await readUploadedFile(c);
    return c.json(await service.replacePhoto(c.var.user.id, upload));
  });

  app.delete('/me/photo', session, async (c) => c.json(await service.removePhoto(c.var.user.id)));

  app.delete('/me', session, validate('json', accountDeletionSchema), async (c) => {
    const { password } = c.req.valid('json');
    await auth.api
      .verifyPassword({ headers: c.req.raw.headers, body: { password } })
      .catch((error: unknown) => {
        if (isAPIError(error)) throw new AppError('INVALID_PASSWORD');
        throw error;
      });
    const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    await service.deleteAccount(c.var.user.id);
    const response = c.body(null, 204);
    for (const cookie of signOut.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  });

  app.get('/profiles/:id/photo', session, async (c) => {
    // Not a profile id: the same 404 as a photo the caller may not see.
    const id = uuidOr404(c.req.param('id'));
    const photo = await service.readPhoto(c.var.user.id, id);
    if (c.req.header('if-none-match') === photo.etag) return c.body(null, 304);
    c.header('content-type', photo.contentType);
    c.header('cache-control', 'private, max-age=3600');
    c.header('etag', photo.etag);
    return c.body(new Uint8Array(photo.data));
  });

  return app;
}
