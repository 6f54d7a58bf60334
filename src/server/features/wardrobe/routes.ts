import { Hono, type Context } from 'hono';
import {
  archiveGarmentSchema,
  archiveListQuerySchema,
  clothingFieldsSchema,
  wardrobeListQuerySchema,
} from '~/domain/wardrobe';
import type { Auth } from '../../auth/auth';
import { requireConsent, requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { AppError, validationError } from '../../errors';
import { validate } from '../../http/validate';
import { fileFromForm, readUploadForm } from '../../platform/images/upload';
import { acceptsUpload } from '../../http/protection/body-size';
import { parseByteRange } from '../../http/byte-range';
import { streamFile } from '../../http/stream-file';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { wardrobeService, type ImageVariant } from './service';

const VARIANTS: readonly ImageVariant[] = ['display', 'original', 'enhanced'];
/** The optional fields a multipart form carries as plain text. */
const GARMENT_TEXT_FIELDS = [
  'name',
  'brand',
  'size',
  'price',
  'purchaseDate',
  'notes',
  'shop',
  'productUrl',
  'fitNote',
] as const;

const itemId = (id: string) => uuidOr404(id);

/** The garment dialog's multipart body: the fields, `file` (the photo) and optionally `enhanced` (its cutout). */
async function readGarmentForm(c: Context) {
  const form = await readUploadForm(c);
  const fields = clothingFieldsSchema.safeParse({
    category: form.category,
    color: form.color || undefined,
    season: form.season || undefined,
    // Joined by commas, as FormData writes an array.
    occasions: typeof form.occasions === 'string' ? form.occasions.split(',').filter(Boolean) : undefined,
    ...Object.fromEntries(
      GARMENT_TEXT_FIELDS.map((name) => [name, typeof form[name] === 'string' ? form[name] : undefined]),
    ),
  });
  if (!fields.success) throw validationError(fields.error);
  const original = await fileFromForm(form, 'file');
  if (!original) throw new AppError('FILE_MISSING');
  const cutout = (await fileFromForm(form, 'enhanced')) ?? undefined;
  return { fields: fields.data, upload: { original, cutout } };
}

export function wardrobeRoutes(deps: FeatureDeps, auth: Auth) {
  const service = wardrobeService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const consultant = [session, requireRole('consultant')] as const;
  /** A client's own photos are kept only with her consent. */
  const consent = requireConsent(deps.db);

  const client = [session, requireRole('client')] as const;

  /** Only clients keep a wardrobe: a consultant's garments are her proposals, read through each client's file. */
  app.get('/wardrobe/items', ...client, validate('query', wardrobeListQuerySchema), async (c) =>
    c.json(await service.list(c.var.user.id, c.req.valid('query'))),
  );

  /** Multipart: the fields, `file` (the photo) and optionally `enhanced` (its background-free PNG). */
  app.post('/wardrobe/items', ...client, consent, acceptsUpload, async (c) => {
    const { fields, upload } = await readGarmentForm(c);
    return c.json(await service.create(c.var.user.id, fields, upload), 201);
  });

  app.get('/wardrobe/items/:id', session, async (c) =>
    c.json(await service.get(c.var.user, itemId(c.req.param('id')))),
  );

  app.patch('/wardrobe/items/:id', session, validate('json', clothingFieldsSchema), async (c) =>
    c.json(await service.update(c.var.user, itemId(c.req.param('id')), c.req.valid('json'))),
  );

  /** Multipart `file`: the owner's retouched cutout (a PNG) replaces the garment's; the photo stays. */
  app.put('/wardrobe/items/:id/cutout', session, consent, acceptsUpload, async (c) => {
    const id = itemId(c.req.param('id'));
    const png = await fileFromForm(await readUploadForm(c), 'file');
    if (!png) throw new AppError('FILE_MISSING');
    return c.json(await service.replaceCutout(c.var.user, id, png));
  });

  /** 'Sortis de la garde-robe'. */
  app.get('/wardrobe/archive', ...client, validate('query', archiveListQuerySchema), async (c) =>
    c.json(await service.listArchived(c.var.user.id, c.req.valid('query'))),
  );

  /** She gave, sold or threw it away: out of her wardrobe (PUT), or back in it (DELETE). */
  app.put('/wardrobe/items/:id/archive', ...client, validate('json', archiveGarmentSchema), async (c) =>
    c.json(await service.archive(c.var.user, itemId(c.req.param('id')), c.req.valid('json').reason)),
  );

  app.delete('/wardrobe/items/:id/archive', ...client, async (c) =>
    c.json(await service.restore(c.var.user, itemId(c.req.param('id')))),
  );

  app.delete('/wardrobe/items/:id', session, async (c) => {
    await service.delete(c.var.user, itemId(c.req.param('id')));
    return c.body(null, 204);
  });

  app.get(
    '/clients/:clientId/wardrobe',
    ...consultant,
    validate('query', wardrobeListQuerySchema),
    async (c) =>
      c.json(
        await service.listForConsultant(
          c.var.user,
          clientIdOr404(c.req.param('clientId')),
          c.req.valid('query'),
        ),
      ),
  );

  /** A new garment proposed to a linked client: owned by the consultant, in that client's catalogue. */
  app.post('/clients/:clientId/catalogue', ...consultant, acceptsUpload, async (c) => {
    const clientId = clientIdOr404(c.req.param('clientId'));
    const { fields, upload } = await readGarmentForm(c);
    return c.json(await service.addToCatalogue(c.var.user, clientId, fields, upload), 201);
  });

  /** The consultant edits a proposal her client has not answered yet (JSON fields; the photo stays). */
  app.patch(
    '/clients/:clientId/catalogue/:itemId',
    ...consultant,
    validate('json', clothingFieldsSchema),
    async (c) =>
      c.json(
        await service.updateProposal(
          c.var.user,
          clientIdOr404(c.req.param('clientId')),
          uuidOr404(c.req.param('itemId'), 'proposal'),
          c.req.valid('json'),
        ),
      ),
  );

  /** The consultant withdraws a proposal her client has not bought. */
  app.delete('/clients/:clientId/catalogue/:itemId', ...consultant, async (c) => {
    await service.withdrawProposal(
      c.var.user,
      clientIdOr404(c.req.param('clientId')),
      uuidOr404(c.req.param('itemId'), 'proposal'),
    );
    return c.body(null, 204);
  });

  app.get('/clothing/:id/image/:variant', session, async (c) => {
    const variant = c.req.param('variant') as ImageVariant;
    if (!VARIANTS.includes(variant)) throw new AppError('NOT_FOUND');
    const id = itemId(c.req.param('id'));
    const range = parseByteRange(c.req.header('range'));
    const image = await service.readImage(c.var.user, id, variant, c.req.header('if-none-match'), range);
    // Private: browsers may keep it, shared caches may not. An item's images never change, only disappear.
    c.header('cache-control', 'private, max-age=86400');
    c.header('etag', image.etag);
    if ('notModified' in image) return c.body(null, 304);
    if ('file' in image && image.file) return streamFile(c, image.file);
    c.header('content-type', image.contentType);
    return c.body(new Uint8Array(image.data));
  });

  return app;
}
