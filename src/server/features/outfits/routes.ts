import { Hono, type Context } from 'hono';
import {
  createOutfitSchema,
  outfitCommentSchema,
  outfitListQuerySchema,
  ownOutfitSchema,
  reactOutfitSchema,
  saveOutfitDraftSchema,
  updateOutfitSchema,
} from '~/domain/outfits';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { AppError, validationError } from '../../errors';
import { validate } from '../../http/validate';
import { fileFromForm, readUploadForm } from '../../platform/images/upload';
import { acceptsUpload } from '../../http/protection/body-size';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { outfitsService } from './service';

const outfitId = (id: string) => uuidOr404(id, 'outfit');

/** The board, sent as JSON in one multipart field; what is not JSON is left for the schema to refuse. */
function readJson(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** An outfit's multipart body: the fields, the board and the editor's PNG (`image`). */
async function readOutfitForm(
  c: Context,
): Promise<{ input: z.output<typeof createOutfitSchema>; image: Buffer }>;
async function readOutfitForm(
  c: Context,
  schema: typeof saveOutfitDraftSchema,
): Promise<{ input: z.output<typeof saveOutfitDraftSchema>; image: Buffer }>;
async function readOutfitForm(
  c: Context,
  schema: typeof createOutfitSchema | typeof saveOutfitDraftSchema = createOutfitSchema,
) {
  const form = await readUploadForm(c);
  const input = schema.safeParse({
    name: form.name ?? '',
    comments: typeof form.comments === 'string' ? form.comments : undefined,
    itemIds: readItemIds(form['itemIds[]'] ?? form.itemIds),
    draft: readJson(form.draft),
    silhouette: typeof form.silhouette === 'string' ? form.silhouette : undefined,
  });
  if (!input.success) throw validationError(input.error);
  const image = await fileFromForm(form, 'image');
  if (!image) throw new AppError('FILE_MISSING', { file: 'outfitImage' });
  return { input: input.data, image };
}

/** `itemIds` arrives as a JSON array in one field (or repeated fields, as a plain form would send). */
function readItemIds(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return [value];
  }
}

export function outfitsRoutes(deps: FeatureDeps, auth: Auth) {
  const service = outfitsService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const consultant = [session, requireRole('consultant')] as const;

  /** Multipart: name, comments, itemIds, the board as `draft` and the editor's PNG as `image`; one call. */
  app.post('/clients/:clientId/outfits', ...consultant, acceptsUpload, async (c) => {
    const { input, image } = await readOutfitForm(c);
    const outfit = await service.create(c.var.user.id, clientIdOr404(c.req.param('clientId')), input, image);
    return c.json(outfit, 201);
  });

  /** Multipart, as a new outfit, but anything the board holds: the consultant's draft, which the client does not see. */
  app.post('/clients/:clientId/outfit-drafts', ...consultant, acceptsUpload, async (c) => {
    const { input, image } = await readOutfitForm(c, saveOutfitDraftSchema);
    const clientId = clientIdOr404(c.req.param('clientId'));
    return c.json(await service.createDraft(c.var.user.id, clientId, input, image), 201);
  });

  /** The draft's autosave: its whole content again (the same body as the draft's creation). */
  app.put('/outfits/:id/draft', ...consultant, acceptsUpload, async (c) => {
    const id = outfitId(c.req.param('id'));
    const { input, image } = await readOutfitForm(c, saveOutfitDraftSchema);
    return c.json(await service.saveDraft(c.var.user.id, id, input, image));
  });

  /** 'Enregistrer et partager' on a draft: its final content, checked as a new outfit's, then shown to the client. */
  app.post('/outfits/:id/share', ...consultant, acceptsUpload, async (c) => {
    const id = outfitId(c.req.param('id'));
    const { input, image } = await readOutfitForm(c);
    return c.json(await service.saveDraft(c.var.user.id, id, input, image, true));
  });

  /** A new version of the outfit, from the editor opened on its board; the same body as a new outfit. */
  app.post('/outfits/:id/revisions', ...consultant, acceptsUpload, async (c) => {
    const id = outfitId(c.req.param('id'));
    const { input, image } = await readOutfitForm(c);
    return c.json(await service.revise(c.var.user.id, id, input, image), 201);
  });

  /** A look she composes herself from her pieces (an idea she keeps); the picture is drawn by the server. */
  app.post('/clients/:clientId/own-outfits', session, validate('json', ownOutfitSchema), async (c) => {
    const clientId = clientIdOr404(c.req.param('clientId'));
    return c.json(await service.createOwn(c.var.user, clientId, c.req.valid('json')), 201);
  });

  /** A look she composes herself in the editor: the same multipart body as a consultant's new outfit. */
  app.post('/clients/:clientId/own-outfits/drawn', session, acceptsUpload, async (c) => {
    const clientId = clientIdOr404(c.req.param('clientId'));
    const { input, image } = await readOutfitForm(c);
    return c.json(await service.createOwnDrawn(c.var.user, clientId, input, image), 201);
  });

  app.get('/clients/:clientId/own-outfits', session, validate('query', outfitListQuerySchema), async (c) =>
    c.json(await service.listOwn(c.var.user, clientIdOr404(c.req.param('clientId')), c.req.valid('query'))),
  );

  /** Her consultant's word on a look she composed herself. */
  app.put('/outfits/:id/comment', ...consultant, validate('json', outfitCommentSchema), async (c) =>
    c.json(await service.comment(c.var.user, outfitId(c.req.param('id')), c.req.valid('json'))),
  );

  app.put('/outfits/:id/reaction', session, validate('json', reactOutfitSchema), async (c) =>
    c.json(await service.react(c.var.user, outfitId(c.req.param('id')), c.req.valid('json'))),
  );

  app.get('/clients/:clientId/outfits', ...consultant, validate('query', outfitListQuerySchema), async (c) =>
    c.json(
      await service.listForConsultant(
        c.var.user.id,
        clientIdOr404(c.req.param('clientId')),
        c.req.valid('query'),
      ),
    ),
  );

  app.get('/outfits', session, requireRole('client'), validate('query', outfitListQuerySchema), async (c) =>
    c.json(await service.listForClient(c.var.user.id, c.req.valid('query'))),
  );

  app.get('/outfits/:id', session, async (c) =>
    c.json(await service.get(c.var.user, outfitId(c.req.param('id')))),
  );

  app.patch('/outfits/:id', session, validate('json', updateOutfitSchema), async (c) =>
    c.json(await service.update(c.var.user, outfitId(c.req.param('id')), c.req.valid('json'))),
  );

  app.delete('/outfits/:id', session, async (c) => {
    await service.delete(c.var.user, outfitId(c.req.param('id')));
    return c.body(null, 204);
  });

  app.get('/outfits/:id/image', session, async (c) => {
    const image = await service.readImage(c.var.user, outfitId(c.req.param('id')));
    c.header('cache-control', 'private, max-age=86400');
    c.header('etag', image.etag);
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304);
    c.header('content-type', image.contentType);
    return c.body(new Uint8Array(image.data));
  });

  return app;
}
