import { Hono, type Context } from 'hono';
import { answersPatchSchema, sendQuestionnaireSchema } from '~/domain/questionnaire';
import {
  inspirationImageQuerySchema,
  inspirationPatchSchema,
  newInspirationSchema,
} from '~/domain/questionnaire-inspiration';
import { questionnaireTemplateSchema } from '~/domain/questionnaire-template';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { acceptsUpload } from '../../http/protection/body-size';
import { streamFile } from '../../http/stream-file';
import { validate } from '../../http/validate';
import { AppError, validationError } from '../../errors';
import { fileFromForm, readUploadForm } from '../../platform/images/upload';
import { inspirationsService } from './inspirations-service';
import { questionnairesService } from './service';

const questionnaireId = (id: string | undefined) => uuidOr404(id, 'questionnaire');
const inspirationIds = (c: Context) =>
  [questionnaireId(c.req.param('id')), uuidOr404(c.req.param('inspirationId'), 'inspiration')] as const;

/** The multipart body of a new inspiration photo: `file`, `liked`, `caption` and `questionId`, checked before any image work. */
async function readInspirationForm(c: Context) {
  const form = await readUploadForm(c);
  const fields = newInspirationSchema.safeParse({
    liked: form.liked,
    caption: typeof form.caption === 'string' ? form.caption : undefined,
    questionId: typeof form.questionId === 'string' ? form.questionId : undefined,
  });
  if (!fields.success) throw validationError(fields.error);
  const file = await fileFromForm(form, 'file');
  if (!file) throw new AppError('FILE_MISSING');
  return { file, fields: fields.data };
}

/** The style questionnaire, for the client (her own id) and the consultants following her. */
export function questionnairesRoutes(deps: FeatureDeps, auth: Auth) {
  const service = questionnairesService(deps);
  const inspirations = inspirationsService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const consultant = [session, requireRole('consultant')] as const;

  // Her own questions ('Mes questions'): hers alone, so no client file's access is asked.
  app.get('/me/questionnaire-template', ...consultant, async (c) =>
    c.json(await service.template(c.var.user)),
  );

  app.put(
    '/me/questionnaire-template',
    ...consultant,
    validate('json', questionnaireTemplateSchema),
    async (c) => c.json(await service.saveTemplate(c.var.user, c.req.valid('json').questions)),
  );

  app.delete('/me/questionnaire-template', ...consultant, async (c) =>
    c.json(await service.resetTemplate(c.var.user)),
  );

  app.post(
    '/clients/:clientId/questionnaire',
    session,
    validate('json', sendQuestionnaireSchema),
    async (c) =>
      c.json(
        await service.send(c.var.user, clientIdOr404(c.req.param('clientId')), c.req.valid('json').template),
        201,
      ),
  );

  app.get('/clients/:clientId/questionnaire', session, async (c) =>
    c.json(await service.forClient(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.patch('/questionnaires/:id/answers', session, validate('json', answersPatchSchema), async (c) =>
    c.json(await service.answer(c.var.user, questionnaireId(c.req.param('id')), c.req.valid('json').answers)),
  );

  app.post('/questionnaires/:id/finish', session, async (c) =>
    c.json(await service.finish(c.var.user, questionnaireId(c.req.param('id')))),
  );

  // Her inspiration photos (decision record 72): added, changed and deleted by her, seen by both.
  app.post('/questionnaires/:id/inspirations', session, acceptsUpload, async (c) => {
    const id = questionnaireId(c.req.param('id'));
    const { file, fields } = await readInspirationForm(c);
    return c.json(await inspirations.add(c.var.user, id, file, fields), 201);
  });

  app.patch(
    '/questionnaires/:id/inspirations/:inspirationId',
    session,
    validate('json', inspirationPatchSchema),
    async (c) => c.json(await inspirations.update(c.var.user, ...inspirationIds(c), c.req.valid('json'))),
  );

  app.delete('/questionnaires/:id/inspirations/:inspirationId', session, async (c) => {
    await inspirations.remove(c.var.user, ...inspirationIds(c));
    return c.body(null, 204);
  });

  app.get(
    '/questionnaires/:id/inspirations/:inspirationId/image',
    session,
    validate('query', inspirationImageQuerySchema),
    async (c) => {
      const file = await inspirations.image(
        c.var.user,
        ...inspirationIds(c),
        c.req.valid('query').size ?? 'full',
      );
      // Private: her browser and her consultant's may keep it, shared caches may not. A photo's file never changes
      // (its URL carries its key's random part), it only disappears.
      c.header('cache-control', 'private, max-age=86400');
      return streamFile(c, file);
    },
  );

  return app;
}
